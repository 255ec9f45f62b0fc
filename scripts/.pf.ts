// Scratch evaluation (not committed): Pagefind over the same export, first-query bytes/time and staff-question relevance.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { contextOptions, launchBrowser } from '../tests/support/browser';
import { staffQuestions } from '../src/lib/search/__fixtures__/staff-questions';
import { startServer } from './serve';
const src = process.argv[2] ?? 'out';
const dir = '/tmp/pf-out';
rmSync(dir, { recursive: true, force: true });
cpSync(src, dir, { recursive: true });
const t = performance.now();
execFileSync('npx', ['-y', 'pagefind@1.6.0', '--site', dir, '--root-selector', 'article', '--force-language', 'en'], { stdio: 'ignore' });
console.log('pagefind index s', ((performance.now() - t) / 1000).toFixed(1));
console.log(execFileSync('du', ['-sh', `${dir}/pagefind`]).toString().trim());
const server = await startServer({ dir, port: 0 });
const browser = await launchBrowser();
const ctx = await browser.newContext({ ...contextOptions('desktop'), bypassCSP: true });
const page = await ctx.newPage();
await page.goto(new URL('docs/', server.url).href, { waitUntil: 'networkidle' });
const sizes: Promise<number>[] = [];
page.on('requestfinished', (r) => sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
const ms = await page.evaluate(async () => {
  const s = performance.now();
  const pf = await import('/FusionDR/pagefind/pagefind.js');
  const r = await pf.search('worklist');
  await Promise.all(r.results.slice(0, 8).map((x: any) => x.data()));
  return performance.now() - s;
});
console.log('first query ms', ms.toFixed(0), 'bytes', (await Promise.all(sizes)).reduce((a, b) => a + b, 0));
let answered = 0;
for (const q of staffQuestions) {
  const top: string[] = await page.evaluate(async (query) => {
    const pf = await import('/FusionDR/pagefind/pagefind.js');
    const r = await pf.search(query);
    const data = await Promise.all(r.results.slice(0, 3).map((x: any) => x.data()));
    return data.map((d: any) => d.url.replace(/^\/FusionDR\/docs\/?/, '').replace(/\/$/, '') || 'introduction');
  }, q.question);
  if (top.some((id) => q.answers.includes(id))) answered++;
}
console.log('staff questions answered', answered, '/', staffQuestions.length);
await browser.close(); await server.close();
