/**
 * Server figures for `npm run bench`: autocannon against `npm start`'s server and against nginx
 * (Debian's package, installed when missing, with the site file the build wrote) serving the same export, in the same run:
 * a doc page at 50 and 200 connections, 20 s each, with and without `Accept-Encoding: br`. Prints
 * requests per second for both and their ratio, errors and non-2xx answers, and the server's memory
 * (RSS) before and after the runs, beside the machine's load average.
 *   npx tsx scripts/bench-serve.ts [--dir out] [--seconds 20]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HOST_CONFIG_DIR, hostConfigDefaults, hostConfigFiles } from '../src/config/hosting';
import type { BenchRow } from './bench';
import { projectRoot, runAsMain } from './lib/cli';

const DOC_PAGE = '/docs/settings/DICOM/worklist/';
const CONNECTIONS = [50, 200];
const ENCODINGS: { name: string; headers: Record<string, string> }[] = [
  { name: 'no Accept-Encoding', headers: {} },
  { name: 'Accept-Encoding: br', headers: { 'accept-encoding': 'br' } },
];
const RATIO_TARGET = 0.8;
const RSS_GROWTH_TARGET_MB = 50;
const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function answering(url: string, child: ChildProcess, name: string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start (exit ${child.exitCode}).`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error(`${name} did not answer ${url} within 10 s.`);
}

/** A process and its children (npm start's processes, nginx's workers), from the kernel. */
function processTree(pid: number): number[] {
  return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
}

/** Memory of a process and its children, from the kernel (MB). */
function rssMb(pid: number): number {
  return processTree(pid).reduce((sum, id) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1]), 0) / 1024;
}

/** CPU time a process and its children (nginx's workers) have spent so far (ms), from the kernel. */
function cpuMs(pid: number): number {
  const ticks = (id: number) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  // USER_HZ is 100 on Linux.
  return processTree(pid).reduce((sum, id) => sum + ticks(id), 0) * 10;
}

/** Debian's nginx, installed the way the tests install Chromium; with the brotli_static module when it can be. */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx') && existsSync(NGINX_BROTLI_MODULE)) return;
  if (process.getuid?.() !== 0) throw new Error('The server bench needs nginx: run "sudo apt-get install -y nginx libnginx-mod-http-brotli-static".');
  console.log('Installing Debian\'s nginx for the server bench...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx could not be installed.');
}

/**
 * nginx with the site file the build wrote (out/_deploy/nginx/fusiondr.conf, scripts/host-configs.ts),
 * its listen and root lines pointed here; one worker per core, as Debian's nginx.conf has.
 */
function generatedNginxConfig(dir: string, basePath: string, port: number, work: string): string | null {
  const siteFile = join(dir, HOST_CONFIG_DIR, hostConfigFiles.nginx);
  if (!existsSync(siteFile)) return null;
  const brotli = existsSync(NGINX_BROTLI_MODULE);
  // The site file serves `<root><base path>/`: a folder whose base-path entry is the export.
  const root = join(work, 'root');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, basePath, '..'), { recursive: true });
  symlinkSync(dir, join(root, basePath));
  const site = readFileSync(siteFile, 'utf8')
    .replace(`listen ${hostConfigDefaults.listen};`, `listen 127.0.0.1:${port};`)
    .replace(`root ${hostConfigDefaults.root};`, `root ${root};`);
  writeFileSync(join(work, 'site.conf'), site);
  copyFileSync('/etc/nginx/mime.types', join(work, 'mime.types'));
  if (brotli) copyFileSync(join(dir, HOST_CONFIG_DIR, hostConfigFiles.nginxBrotli), join(work, basename(hostConfigFiles.nginxBrotli)));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${work}/${kind};`).join(' ');
  return [
    brotli ? `load_module ${NGINX_BROTLI_MODULE};` : '',
    process.getuid?.() === 0 ? 'user root;' : '',
    `daemon off; worker_processes auto; pid ${work}/nginx.pid; error_log ${work}/error.log warn;`,
    'events { worker_connections 1024; }',
    `http { access_log off; sendfile on; tcp_nopush on; ${temp} include site.conf; }`,
    '',
  ].join('\n');
}

/** Without a generated site file: a minimal nginx for the export, same root, base path and port style, compressed copies read as they are. */
function nginxConfig(dir: string, basePath: string, port: number, work: string): string {
  const generated = generatedNginxConfig(dir, basePath, port, work);
  if (generated) return generated;
  const brotli = existsSync(NGINX_BROTLI_MODULE);
  return [
    brotli ? `load_module ${NGINX_BROTLI_MODULE};` : '',
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes auto;',
    'daemon off;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    `  client_body_temp_path ${work}/body;`,
    `  proxy_temp_path ${work}/proxy;`,
    `  fastcgi_temp_path ${work}/fastcgi;`,
    `  uwsgi_temp_path ${work}/uwsgi;`,
    `  scgi_temp_path ${work}/scgi;`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    location ${basePath}/ {`,
    `      alias ${dir}/;`,
    '      try_files $uri $uri/ =404;',
    '      gzip_static on;',
    brotli ? '      brotli_static on;' : '',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

interface Run {
  requests: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per request (µs): comparable on a machine others share, where req/s is not. */
  cpuPerRequest: number;
}

async function cannon(url: string, pid: number, connections: number, seconds: number, headers: Record<string, string>): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  return { requests: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx, cpuPerRequest: (cpu * 1000) / Math.max(1, result.requests.total) };
}

const describeRun = (name: string, run: Run) =>
  `${name} ${Math.round(run.requests)} req/s, ${run.cpuPerRequest.toFixed(0)} µs CPU/request (${run.errors} errors, ${run.non2xx} non-2xx)`;

export async function benchServe(options: { dir?: string; seconds?: number } = {}): Promise<BenchRow[]> {
  const dir = resolve(options.dir ?? join(projectRoot, process.env.OUT_DIR?.trim() || 'out'));
  const seconds = options.seconds ?? 20;
  const { basePath } = JSON.parse(readFileSync(join(dir, '_headers.json'), 'utf8')) as { basePath: string };
  ensureNginx();
  const work = join(projectRoot, '.cache', 'bench-serve');
  mkdirSync(work, { recursive: true });

  const [ourPort, nginxPort] = [await freePort(), await freePort()];
  const ours = spawn(process.execPath, [join(projectRoot, 'scripts', 'serve.mjs')], { env: { ...process.env, PORT: String(ourPort), HOST: '127.0.0.1', OUT_DIR: dir }, stdio: 'ignore' });
  writeFileSync(join(work, 'nginx.conf'), nginxConfig(dir, basePath, nginxPort, work));
  const nginx = spawn('/usr/sbin/nginx', ['-c', join(work, 'nginx.conf'), '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const urls = { ours: `http://127.0.0.1:${ourPort}${basePath}${DOC_PAGE}`, nginx: `http://127.0.0.1:${nginxPort}${basePath}${DOC_PAGE}` };
  try {
    await answering(urls.ours, ours, 'npm start');
    await answering(urls.nginx, nginx, 'nginx');
    const rssBefore = rssMb(ours.pid!);
    const load = loadavg()[0];
    const rows: BenchRow[] = [];
    for (const connections of CONNECTIONS) {
      for (const { name, headers } of ENCODINGS) {
        const a = await cannon(urls.ours, ours.pid!, connections, seconds, headers);
        const b = await cannon(urls.nginx, nginx.pid!, connections, seconds, headers);
        rows.push({
          figure: `server, doc page, ${connections} connections, ${name}`,
          value: `${describeRun('npm start', a)}; ${describeRun('nginx', b)}: ${(a.requests / b.requests).toFixed(2)}x nginx's req/s`,
          target: `≥ ${RATIO_TARGET}x nginx, no errors`,
        });
      }
    }
    await sleep(2000);
    const rssAfter = rssMb(ours.pid!);
    rows.push({
      figure: 'server memory (RSS, all its processes) before and after the runs',
      value: `${rssBefore.toFixed(0)} MB -> ${rssAfter.toFixed(0)} MB (${rssAfter >= rssBefore ? '+' : ''}${(rssAfter - rssBefore).toFixed(0)} MB); load average at start ${load.toFixed(2)}, at end ${loadavg()[0].toFixed(2)} on 2 cores shared`,
      target: `within ${RSS_GROWTH_TARGET_MB} MB`,
    });
    return rows;
  } finally {
    ours.kill();
    nginx.kill('SIGQUIT');
  }
}

await runAsMain(import.meta.url, async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, seconds: { type: 'string' } } });
  const rows = await benchServe({ dir: values.dir, seconds: values.seconds ? Number(values.seconds) : undefined });
  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const row of rows) console.log(`${row.figure.padEnd(width)}  ${row.value}${row.target ? `   (target ${row.target})` : ''}`);
});
