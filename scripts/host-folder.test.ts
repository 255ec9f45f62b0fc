import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportFiles } from './lib/export-files';
import { writeHostFolder } from './host-folder';

describe('npm run host-folder', () => {
  let dir = '';
  let out = '';
  let to = '';
  const write = (path: string, text = path) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'host-folder-'));
    out = join(dir, 'out');
    to = join(dir, 'public_site');
    for (const path of ['index.html', 'index.html.br', 'index.html.gz', '404.html', 'docs/users/index.html', 'docs/users/index.html.gz', '_headers', '_redirects', '_deploy/Caddyfile']) write(path);
    write('_headers.json', JSON.stringify({ basePath: '/FusionDR' }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the folder Netlify publishes: the pages under the export\'s base path, the headers, redirects and not-found page at its root, nothing else', () => {
    writeHostFolder(out, to, 'netlify');
    expect(exportFiles(to).sort()).toEqual(['404.html', 'FusionDR/404.html', 'FusionDR/docs/users/index.html', 'FusionDR/index.html', '_headers', '_redirects']);
    expect(readFileSync(join(to, 'FusionDR/docs/users/index.html'), 'utf8')).toBe('docs/users/index.html');
  });

  it('replaces a folder it wrote before whole, for another host too (a page removed from the export goes)', () => {
    writeHostFolder(out, to, 'netlify');
    rmSync(join(out, 'docs'), { recursive: true });
    writeHostFolder(out, to, 'github-pages');
    expect(exportFiles(to).sort()).toEqual(['.nojekyll', '404.html', 'index.html']);
  });

  it('leaves a folder that holds no site alone, and says so', () => {
    mkdirSync(to);
    writeFileSync(join(to, 'notes.txt'), 'mine');
    expect(() => writeHostFolder(out, to, 'netlify')).toThrow(/public_site\/ exists and holds no prepared site: name another folder with --to <dir>, or remove it\./);
    expect(readFileSync(join(to, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('writes nothing when the host would refuse the folder, and says why', () => {
    write('img/docs/scan.png');
    truncateSync(join(out, 'img/docs/scan.png'), 26 * 1024 * 1024);
    expect(() => writeHostFolder(out, to, 'cloudflare')).toThrow('img/docs/scan.png is 26.0 MB: Cloudflare Pages publishes files of at most 25.0 MB.');
    expect(existsSync(to)).toBe(false);
  });

  it('asks for a build when there is no export', () => {
    expect(() => writeHostFolder(join(dir, 'missing'), to, 'netlify')).toThrow(/holds no exported site \(no index\.html\): run "npm run build" first/);
  });
});
