/**
 * Where the export serves other packages' prebuilt scripts, as they ship them (DocSearch's:
 * src/config/docsearch-scripts.ts), each named by its content: src/app/vendor/[file]/route.ts.
 */
export const VENDOR_DIR = 'vendor';
