/** The whole manual on one page, to print or save as a PDF (see README, "Printing"). */
export const PRINT_PATH = '/print/';

/** Ids on the print page are the doc's id, then the heading's own id: `settings-users--roles`. */
export const PRINT_ID_SEPARATOR = '--';
