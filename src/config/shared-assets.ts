/**
 * Where the export serves other packages' prebuilt scripts, as they ship them (DocSearch's:
 * src/config/docsearch-scripts.ts), each named by its content: src/app/vendor/[file]/route.ts.
 */
export const VENDOR_DIR = 'vendor';

/**
 * The folders of the export that hold the site's scripts and styles, which every page shares, each file
 * named by its content: Next's, and the vendored ones. Browsers keep them; the offline worker serves them
 * cache first and the offline download takes them all; their compressed copies are made at the best level.
 */
export const SHARED_ASSET_DIRS: readonly string[] = ['_next/static/', `${VENDOR_DIR}/`];
