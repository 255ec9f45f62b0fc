/** The attribute that marks the print page's button. */
export const PRINT_BUTTON_ATTRIBUTE = 'data-print-button';

/**
 * Sent as an inline script right after the button: the print page is plain HTML, with no React on
 * the client, and this is all the script it needs (allowed by its hash, like the site's other scripts).
 */
export const printButtonScript = `document.querySelector('[${PRINT_BUTTON_ATTRIBUTE}]').addEventListener('click',function(){window.print()})`;
