/** Steps that need the finished export: the headers files static hosts read, the built-in search index. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '../src/config/site';
import { securityHeaders } from '../src/config/http-headers';
import { writeSearchIndex } from './search-index';

/** Netlify / Cloudflare Pages `_headers` syntax: a path pattern, then indented `Name: value` lines. */
export function netlifyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [`${BASE_PATH}/*`, ...lines, `${BASE_PATH}/_next/static/*`, '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

export function finishExport(dir: string) {
  const headers = { ...securityHeaders };
  writeFileSync(join(dir, '_headers'), netlifyHeaders(headers));
  writeFileSync(join(dir, '_headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
  writeSearchIndex(dir);
}
