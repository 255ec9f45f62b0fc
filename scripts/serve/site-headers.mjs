// @ts-check
/**
 * The response headers of each file of an export, from its _headers.json, which the build writes from
 * src/config/http-headers.ts (scripts/headers-files.ts): the server holds no header rule of its own.
 */

/**
 * @typedef {Record<string, string>} Headers
 * @typedef {{
 *   basePath: string,
 *   headers: Headers,
 *   pages: Record<string, Headers>,
 *   files: Headers,
 *   cacheControl: Record<string, string>,
 *   byExtension: Record<string, Headers>,
 *   redirects: Record<string, string>,
 * }} HeadersFile  `redirects`: moved docs' old addresses and where they lead ('/docs/old/' -> '/docs/new/')
 */

/** '/search-index/0123456789ab.*' -> a pattern for '/search-index/0123456789ab.terms.json'. */
const addressPattern = (/** @type {string} */ pattern) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/**
 * @param {HeadersFile} file
 * @returns {(path: string) => Headers} the headers of the file at a path of the export ('docs/index.html')
 */
export function headersOfFiles(file) {
  const cacheRules = Object.entries(file.cacheControl).map(([pattern, value]) => /** @type {const} */ ([addressPattern(pattern), value]));
  return (path) => {
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
    const cached = cacheRules.find(([pattern]) => pattern.test(`/${path}`))?.[1];
    return { ...file.byExtension[extension], ...(cached ? { 'Cache-Control': cached } : {}), ...file.pages[path] };
  };
}

/**
 * Reads an export's _headers.json; what an older build did not write is taken as empty, and its base
 * path as the default.
 * @param {string} text
 * @param {string} defaultBasePath
 * @returns {HeadersFile}
 */
export function parseHeadersFile(text, defaultBasePath) {
  const data = JSON.parse(text);
  return {
    basePath: typeof data?.basePath === 'string' ? data.basePath : defaultBasePath,
    headers: data?.headers ?? {},
    pages: data?.pages ?? {},
    files: data?.files ?? {},
    cacheControl: data?.cacheControl ?? {},
    byExtension: data?.byExtension ?? {},
    redirects: data?.redirects ?? {},
  };
}
