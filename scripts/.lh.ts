import { execFileSync } from 'node:child_process';
import { startServer } from './serve';
const server = await startServer({ port: 4999 });
for (const path of ['', 'docs/', 'docs/settings/DICOM/worklist/']) {
  const url = new URL(path, server.url).href;
  const json = execFileSync('npx', ['-y', 'lighthouse@12.8.2', url, '--quiet', '--output=json', '--only-categories=performance', `--chrome-path=/usr/bin/chromium`, '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run'], { encoding: 'utf8', maxBuffer: 64e6, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
  const r = JSON.parse(json);
  const a = r.audits;
  console.log(path || 'home', Math.round(r.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3));
}
await server.close();
