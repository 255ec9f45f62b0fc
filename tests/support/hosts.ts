/**
 * The export served by real web servers with the configurations the build wrote into it (_deploy/):
 * Debian's nginx and Caddy, installed as the browser is (apt-get, when running as root and missing),
 * each started in the foreground in a scratch folder of its own, on an unused port, and stopped after.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HOST_CONFIG_DIR, hostConfigDefaults, hostConfigFiles } from '../../src/config/hosting';
import { BASE_PATH } from '../../src/config/site';
import type { HeadersJson } from '../../src/lib/http/host-rules';

/** Debian's brotli module for nginx, when its package is installed. */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Installs Debian packages whose command is missing (as root), or says how to. */
export function ensureInstalled(packages: Record<string, string>, optional: string[] = []) {
  const missing = Object.entries(packages).filter(([command]) => !onPath(command)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`The host tests need Debian's ${missing.join(', ')}: run 'sudo apt-get install -y ${missing.join(' ')}'.`);
  const apt = (args: string[]) => execFileSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
  for (const pkg of optional) {
    try {
      apt(['install', '-y', '-qq', pkg]);
    } catch {
      // Optional: the configuration must load without it.
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function listening(port: number, process: ChildProcess, log: () => string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (process.exitCode !== null) throw new Error(`The server stopped: ${log()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`Nothing listens on ${port}: ${log()}`);
}

/** The lines of a generated configuration a deployment edits, replaced (each must be there once). */
export function edited(text: string, replacements: [string, string][]): string {
  return replacements.reduce((result, [from, to]) => {
    if (result.split(from).length !== 2) throw new Error(`The configuration should have "${from}" once.`);
    return result.replace(from, to);
  }, text);
}

export interface ServedExport {
  url: (path?: string) => string;
  /** The scratch folder, and in it the copy of the export the server reads. */
  folder: string;
  mount: string;
  headers: HeadersJson;
  stop: () => Promise<void>;
}

/**
 * A scratch folder holding the export as `<base path>/` (hard links: nothing of out/ changes), with a
 * .br and .gz copy of `precompress` files that have none yet, and `extraFiles` beside them.
 */
export function scratchSite(outDir: string, precompress: string[], extraFiles: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'fusiondr-host-'));
  // The server's workers run as another user: they must be able to walk to the files.
  chmodSync(folder, 0o755);
  const headers = JSON.parse(readFileSync(join(outDir, '_headers.json'), 'utf8')) as HeadersJson;
  const basePath = headers.basePath ?? BASE_PATH;
  const site = join(folder, 'site');
  const mount = join(site, basePath);
  mkdirSync(dirname(mount), { recursive: true });
  // Hard links: a quick copy; only new files are written into it, so out/ stays as it is.
  execFileSync('cp', ['-al', outDir, mount]);
  for (const file of precompress) {
    const path = join(mount, file);
    const body = readFileSync(path);
    if (!existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    if (!existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  for (const [file, text] of Object.entries(extraFiles)) writeFileSync(join(mount, file), text);
  return { folder, site, mount, basePath, headers, config: (file: string) => readFileSync(join(mount, HOST_CONFIG_DIR, file), 'utf8') };
}

function stopper(child: ChildProcess, folder: string) {
  return () =>
    new Promise<void>((done) => {
      const finish = () => {
        rmSync(folder, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });
}

/** nginx as Debian installs it, with the generated site file and its own prefix, pid, logs and temp folders. */
export async function serveWithNginx(outDir: string, precompress: string[], extraFiles: Record<string, string> = {}, brotli = existsSync(NGINX_BROTLI_MODULE)): Promise<ServedExport> {
  const { folder, site, mount, basePath, headers, config } = scratchSite(outDir, precompress, extraFiles);
  const port = await freePort();
  const siteConf = edited(config(hostConfigFiles.nginx), [
    [`listen ${hostConfigDefaults.listen};`, `listen 127.0.0.1:${port};`],
    [`root ${hostConfigDefaults.root};`, `root ${site};`],
  ]);
  writeFileSync(join(folder, 'site.conf'), siteConf);
  copyFileSync('/etc/nginx/mime.types', join(folder, 'mime.types'));
  if (brotli) copyFileSync(join(site, basePath, HOST_CONFIG_DIR, hostConfigFiles.nginxBrotli), join(folder, hostConfigFiles.nginxBrotli.split('/').pop() ?? ''));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`).join(' ');
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      brotli ? `load_module ${NGINX_BROTLI_MODULE};` : '',
      `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log stderr warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${temp} include site.conf; }`,
      '',
    ].join('\n'),
  );
  const args = ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr'];
  execFileSync('nginx', ['-t', '-q', ...args], { stdio: 'pipe' });
  const child = spawn('nginx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  await listening(port, child, () => log);
  return { url: (path = '/') => `http://127.0.0.1:${port}${basePath}${path}`, folder, mount, headers, stop: stopper(child, folder) };
}

/** Does nginx accept this export's generated site file, with or without the brotli module? */
export function nginxAccepts(outDir: string, brotli: boolean): string {
  const { folder, site, basePath, config } = scratchSite(outDir, []);
  try {
    writeFileSync(join(folder, 'site.conf'), config(hostConfigFiles.nginx));
    copyFileSync('/etc/nginx/mime.types', join(folder, 'mime.types'));
    if (brotli) copyFileSync(join(site, basePath, HOST_CONFIG_DIR, hostConfigFiles.nginxBrotli), join(folder, hostConfigFiles.nginxBrotli.split('/').pop() ?? ''));
    writeFileSync(
      join(folder, 'nginx.conf'),
      `${brotli ? `load_module ${NGINX_BROTLI_MODULE};` : ''}\npid ${folder}/nginx.pid; error_log stderr;\nevents {}\nhttp { include site.conf; }\n`,
    );
    // nginx -t reports on stderr.
    const result = spawnSync('nginx', ['-t', '-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Caddy with the generated Caddyfile (its admin endpoint off, its storage in the scratch folder). */
export async function serveWithCaddy(outDir: string, precompress: string[], extraFiles: Record<string, string> = {}): Promise<ServedExport> {
  const { folder, site, mount, basePath, headers, config } = scratchSite(outDir, precompress, extraFiles);
  const port = await freePort();
  const caddyfile = edited(config(hostConfigFiles.caddy), [
    [`:${hostConfigDefaults.listen} {`, `:${port} {`],
    [`root * ${hostConfigDefaults.root}`, `root * ${site}`],
  ]);
  writeFileSync(join(folder, 'Caddyfile'), `{\n\tadmin off\n}\n${caddyfile}`);
  const env = { ...process.env, HOME: folder, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') };
  execFileSync('caddy', ['validate', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: 'pipe', env });
  const child = spawn('caddy', ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'pipe'], env });
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  await listening(port, child, () => log);
  return { url: (path = '/') => `http://127.0.0.1:${port}${basePath}${path}`, folder, mount, headers, stop: stopper(child, folder) };
}
