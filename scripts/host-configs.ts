/**
 * Writes the web server configurations into an export's _deploy/ folder (src/config/hosting.ts), from
 * its _headers.json: called by the configure step, after which every policy has its final connect-src.
 *
 *   npx tsx scripts/host-configs.ts [--out <dir>]     (the build and `npm run configure` run it already)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../src/config/env';
import { HOST_CONFIG_DIR, hostConfigFiles } from '../src/config/hosting';
import { BASE_PATH } from '../src/config/site';
import { caddyConfig } from '../src/lib/http/caddy-config';
import { hostRules, type HeadersJson } from '../src/lib/http/host-rules';
import { nginxBrotliConfig, nginxConfig } from '../src/lib/http/nginx-config';
import { runAsMain } from './lib/cli';

/** Writes the nginx site, its brotli include and the Caddyfile; returns their paths. */
export function writeHostConfigs(dir: string): string[] {
  const headers = JSON.parse(readFileSync(join(dir, '_headers.json'), 'utf8')) as HeadersJson;
  const rules = hostRules(headers, BASE_PATH);
  const contents: Record<keyof typeof hostConfigFiles, string> = {
    nginx: nginxConfig(rules),
    nginxBrotli: nginxBrotliConfig,
    caddy: caddyConfig(rules),
  };
  return Object.entries(contents).map(([name, text]) => {
    const path = join(dir, HOST_CONFIG_DIR, hostConfigFiles[name as keyof typeof hostConfigFiles]);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
}

await runAsMain(import.meta.url, () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  for (const path of writeHostConfigs(values.out ?? readEnv().OUT_DIR)) console.log(`wrote ${path}`);
});
