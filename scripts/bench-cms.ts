/**
 * Figures of the writers' CMS, read from the built export (npm run build first):
 *   tsx scripts/bench-cms.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CMS_PATH } from '../src/config/cms';
import { readEnv } from '../src/config/env';
import { isMain } from './lib/cli';

export interface BenchRow {
  figure: string;
  value: string;
  target?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A string only Decap CMS's code contains: if a site chunk holds it, the CMS leaked into a page. */
const CMS_MARKER = 'Decap CMS Proxy Server';

export async function benchCms(outDir = join(process.cwd(), readEnv().OUT_DIR)): Promise<BenchRow[]> {
  const admin = join(outDir, CMS_PATH);
  if (!existsSync(join(admin, 'cms.js'))) throw new Error(`No CMS in ${admin}: run "npm run build" first.`);
  const bundle = readFileSync(join(admin, 'cms.js'));
  const css = readFileSync(join(admin, 'preview.css'));
  const siteFiles = walk(outDir).filter((f) => !f.startsWith(admin));
  const pagesLoadingCms = siteFiles.filter((f) => f.endsWith('.html') && readFileSync(f, 'utf8').includes(`${CMS_PATH}/cms.js`));
  const chunksWithCms = siteFiles.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes(CMS_MARKER));
  return [
    { figure: 'CMS bundle (admin/cms.js)', value: `${kb(bundle.length)} (${kb(gzipSync(bundle).length)} gzip)`, target: 'only loaded at /admin/' },
    { figure: 'CMS preview stylesheet (admin/preview.css)', value: `${kb(css.length)} (${kb(gzipSync(css).length)} gzip)` },
    { figure: 'site pages that load the CMS', value: String(pagesLoadingCms.length), target: '0' },
    { figure: 'site JavaScript files holding CMS code', value: `${chunksWithCms.length} of ${siteFiles.filter((f) => f.endsWith('.js')).length}`, target: '0' },
    { figure: 'admin files', value: readdirSync(admin).map((f) => `${f} ${kb(statSync(join(admin, f)).size)}`).join(', ') },
  ];
}

if (isMain(import.meta.url)) {
  benchCms()
    .then((rows) => {
      for (const row of rows) console.log(`${row.figure.padEnd(46)} ${row.value}${row.target ? `   (target: ${row.target})` : ''}`);
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
