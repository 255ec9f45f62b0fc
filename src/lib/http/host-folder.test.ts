import { describe, expect, it } from 'vitest';
import { hostFolderPlan, type ExportFile } from './host-folder';

const exported: ExportFile[] = [
  'index.html',
  'index.html.br',
  'index.html.gz',
  '404.html',
  'docs/users/index.html',
  'docs/users/index.html.br',
  'docs/users/index.html.gz',
  'docs/users/index.txt',
  'img/docs/scan.png',
  'img/docs/archive.gz',
  '_next/static/chunks/a.js',
  '_next/static/chunks/a.js.br',
  '_headers',
  '_headers.json',
  '_redirects',
  '_deploy/Caddyfile',
  '_deploy/nginx/fusiondr.conf',
].map((path) => ({ path, bytes: 1000 }));

const targets = (plan: ReturnType<typeof hostFolderPlan>) => plan.files.map((f) => `${f.from} -> ${f.to}`);

describe('the folder a static host publishes', () => {
  it('for Netlify and Cloudflare Pages: the site under its base path, _headers, _redirects and the not-found page at the root, no compressed copies or server files', () => {
    for (const host of ['netlify', 'cloudflare'] as const) {
      const plan = hostFolderPlan(exported, '/FusionDR', host);
      expect(targets(plan).sort()).toEqual(
        [
          'index.html -> FusionDR/index.html',
          '404.html -> FusionDR/404.html',
          '404.html -> 404.html',
          'docs/users/index.html -> FusionDR/docs/users/index.html',
          'docs/users/index.txt -> FusionDR/docs/users/index.txt',
          'img/docs/scan.png -> FusionDR/img/docs/scan.png',
          'img/docs/archive.gz -> FusionDR/img/docs/archive.gz',
          '_next/static/chunks/a.js -> FusionDR/_next/static/chunks/a.js',
          '_headers -> _headers',
          '_redirects -> _redirects',
        ].sort(),
      );
      expect(plan.leftOut).toEqual({ copies: 5, hostFiles: 3 });
      expect(plan.empty).toEqual([]);
      expect(plan.problems).toEqual([]);
    }
  });

  it('for a site built for the root of its host, the site at the folder\'s root, with the not-found page once', () => {
    const plan = hostFolderPlan(exported, '', 'netlify');
    expect(targets(plan)).toContain('index.html -> index.html');
    expect(plan.files.filter((f) => f.to === '404.html')).toHaveLength(1);
  });

  it('for GitHub Pages: the site itself (a project site is served at /<repository>/), with .nojekyll so that _next/ is served, and none of the other hosts\' files', () => {
    const plan = hostFolderPlan(exported, '/FusionDR', 'github-pages');
    expect(targets(plan)).toContain('index.html -> index.html');
    expect(targets(plan)).toContain('_next/static/chunks/a.js -> _next/static/chunks/a.js');
    expect(plan.files.map((f) => f.to)).not.toContain('_headers');
    expect(plan.files.map((f) => f.to)).not.toContain('_redirects');
    expect(plan.empty).toEqual(['.nojekyll']);
    expect(plan.leftOut).toEqual({ copies: 5, hostFiles: 5 });
  });

  it('says why Cloudflare Pages would refuse the folder: more files than its free plan publishes, or a file too large', () => {
    const many = Array.from({ length: 20_001 }, (_, i) => ({ path: `docs/d${i}/index.html`, bytes: 100 }));
    expect(hostFolderPlan([...many, { path: 'index.html', bytes: 100 }], '/FusionDR', 'cloudflare').problems).toEqual([
      'Cloudflare Pages publishes at most 20,000 files on its free plan; this site has 20,002.',
    ]);
    expect(hostFolderPlan(many, '/FusionDR', 'netlify').problems).toEqual([]);
    expect(hostFolderPlan([{ path: 'img/docs/scan.png', bytes: 30 * 1024 * 1024 }], '/FusionDR', 'cloudflare').problems).toEqual([
      'img/docs/scan.png is 30.0 MB: Cloudflare Pages publishes files of at most 25.0 MB.',
    ]);
  });

  it('says when a site is larger than GitHub Pages publishes', () => {
    expect(hostFolderPlan([{ path: 'index.html', bytes: 1100 * 1024 * 1024 }], '/FusionDR', 'github-pages').problems).toEqual([
      'GitHub Pages publishes at most 1.0 GB; this site is 1.1 GB.',
    ]);
  });
});
