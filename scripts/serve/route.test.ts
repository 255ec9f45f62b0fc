import { describe, expect, it } from 'vitest';
import { route } from './route.mjs';

const files = new Set(['index.html', '404.html', 'docs/index.html', 'docs/users/index.html', 'img/a.svg', '_headers', '_headers.json', '_redirects', '_deploy/Caddyfile', '_deploy/nginx/fusiondr.conf']);
const folders = new Set(['docs', 'docs/users', 'img', '_deploy', '_deploy/nginx']);
const kindOf = (path: string) => (files.has(path) ? 'file' : folders.has(path) ? 'folder' : null);
const at = (url: string) => route(url, '/FusionDR', kindOf);

describe('what npm start does with an address', () => {
  it('serves a folder’s page at its address with a slash, and the file at a file’s address', () => {
    expect(at('/FusionDR/')).toEqual({ type: 'file', file: 'index.html' });
    expect(at('/FusionDR/docs/users/?q=1')).toEqual({ type: 'file', file: 'docs/users/index.html' });
    expect(at('/FusionDR/img/a.svg')).toEqual({ type: 'file', file: 'img/a.svg' });
  });

  it('redirects the site’s root and a folder page asked for without its slash, keeping the query', () => {
    expect(at('/')).toEqual({ type: 'redirect', location: '/FusionDR/' });
    expect(at('/FusionDR?x=1')).toEqual({ type: 'redirect', location: '/FusionDR/?x=1' });
    expect(at('/FusionDR/docs/users?x=1')).toEqual({ type: 'redirect', location: '/FusionDR/docs/users/?x=1' });
  });

  it('sends a moved doc’s old address, with or without its slash, to the new page for good, keeping the query', () => {
    const redirects = { '/docs/oldUsers/': '/docs/users/' };
    const moved = { type: 'redirect', location: '/FusionDR/docs/users/?x=1', status: 301 };
    expect(route('/FusionDR/docs/oldUsers/?x=1', '/FusionDR', kindOf, redirects)).toEqual(moved);
    expect(route('/FusionDR/docs/oldUsers?x=1', '/FusionDR', kindOf, redirects)).toEqual(moved);
    expect(route('/FusionDR/docs/users/', '/FusionDR', kindOf, redirects)).toEqual({ type: 'file', file: 'docs/users/index.html' });
  });

  it('never serves what the export holds for hosts: the headers files and the host configurations', () => {
    for (const url of ['/FusionDR/_headers', '/FusionDR/_headers.json', '/FusionDR/_redirects', '/FusionDR/_deploy/Caddyfile', '/FusionDR/_deploy/nginx/fusiondr.conf', '/FusionDR/_deploy/', '/FusionDR/_deploy']) {
      expect([url, at(url)]).toEqual([url, { type: 'not-found' }]);
    }
  });

  it('serves a page’s file named without .html as that page', () => {
    expect(at('/FusionDR/index')).toEqual({ type: 'file', file: 'index.html' });
    expect(at('/FusionDR/404')).toEqual({ type: 'file', file: '404.html' });
  });

  it('finds nothing outside the base path or the export, however the way out is written', () => {
    for (const url of ['/other/', '/FusionDRX/', '/FusionDR/../FusionDR-old/', '/FusionDR/%2e%2e/out-old/', '/FusionDR/docs/..%2f..%2fout-old/', '/FusionDR/a%5c..%5c..%5cx', '/FusionDR/a%00b', '/FusionDR/nothing/']) {
      expect([url, at(url)]).toEqual([url, { type: 'not-found' }]);
    }
  });

  it('calls an address that cannot be decoded a bad request', () => {
    expect(at('/FusionDR/docs/%E0%A4%A')).toEqual({ type: 'bad-request' });
  });

  it('serves an export built for the root of the host at /, with no redirect', () => {
    expect(route('/', '', kindOf)).toEqual({ type: 'file', file: 'index.html' });
    expect(route('/docs/users/', '', kindOf)).toEqual({ type: 'file', file: 'docs/users/index.html' });
    expect(route('/docs', '', kindOf)).toEqual({ type: 'redirect', location: '/docs/' });
  });
});
