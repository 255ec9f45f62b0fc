/**
 * Figures of the behaviours area, from the built export: what the per-page Content-Security-Policy
 * costs, against the limits of the hosts that read out/_headers, and the size of the host configurations. Run: npx tsx scripts/bench-behaviours.ts
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readEnv } from '../src/config/env';
import { HEADERS_FILE, HOST_CONFIG_DIR, hostConfigFiles } from '../src/config/hosting';
import type { HeadersFile } from './finish-export';
import { isMain } from './lib/cli';

export interface BenchRow {
  figure: string;
  value: string;
  target?: string;
}

export async function benchBehaviours(dir = 'out'): Promise<BenchRow[]> {
  const headers = readFileSync(join(dir, HEADERS_FILE), 'utf8');
  const rules = headers.split('\n').filter((line) => line.startsWith('/')).length;
  const longestLine = Math.max(...headers.split('\n').map((line) => line.length));
  const { pages } = JSON.parse(readFileSync(join(dir, '_headers.json'), 'utf8')) as HeadersFile;
  const policies = Object.values(pages).map((p) => p['Content-Security-Policy'] ?? '');
  const hashes = policies.map((p) => (p.match(/'sha256-/g) ?? []).length);
  const metaBytes = Object.keys(pages).map((file) => {
    const html = readFileSync(join(dir, file), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)?.[0] ?? '';
    return { raw: meta.length, gzip: gzipSync(html).length - gzipSync(html.replace(meta, '')).length };
  });
  const average = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  return [
    { figure: 'pages with their own CSP', value: String(policies.length) },
    { figure: 'rules in out/_headers', value: String(rules), target: '<= 100 (Cloudflare Pages)' },
    { figure: 'longest line in out/_headers', value: `${longestLine} chars`, target: '<= 2000 (Cloudflare Pages)' },
    { figure: 'inline scripts hashed per page', value: `${Math.min(...hashes)}-${Math.max(...hashes)}` },
    { figure: 'CSP meta tag per page', value: `${average(metaBytes.map((m) => m.raw))} B (${average(metaBytes.map((m) => m.gzip))} B gzip)` },
    ...Object.values(hostConfigFiles).map((file) => ({ figure: `out/${HOST_CONFIG_DIR}/${file}`, value: `${statSync(join(dir, HOST_CONFIG_DIR, file)).size} B` })),
  ];
}

if (isMain(import.meta.url)) {
  const rows = await benchBehaviours(readEnv().OUT_DIR);
  console.table(rows);
}
