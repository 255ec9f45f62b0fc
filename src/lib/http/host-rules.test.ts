import { describe, expect, it } from 'vitest';
import { cacheControl } from '../../config/http-headers';
import { headersJson } from './__fixtures__/headers-json';
import { hostRules, pageAddresses, patternRegExp, variablePrefix } from './host-rules';


describe('what a web server must send for an export', () => {
  const rules = hostRules(headersJson, '/elsewhere');

  it('takes the base path the export was built for, or the fallback when its headers file names none', () => {
    expect(rules.basePath).toBe('/FusionDR');
    expect(hostRules({ ...headersJson, basePath: undefined }, '/docs').basePath).toBe('/docs');
  });

  it('groups the pages that share a policy', () => {
    expect(rules.policies).toEqual([
      { id: 'p1', policy: "script-src 'self' 'sha256-nf'", files: ['404.html', '404/index.html'] },
      { id: 'p2', policy: "script-src 'self' 'sha256-users'", files: ['docs/users/index.html'] },
      { id: 'p3', policy: "script-src 'self' 'sha256-home'", files: ['index.html'] },
    ]);
  });

  it('caches by the headers file\'s patterns first, then images a day', () => {
    const valueFor = (path: string) => rules.caching.find(({ pattern }) => new RegExp(pattern).test(path))?.value ?? rules.revalidate;
    expect(valueFor('/FusionDR/_next/static/media/font.woff2')).toBe(cacheControl.hashedAsset);
    expect(valueFor('/FusionDR/search-index/850a2636534c.d3.json')).toBe(cacheControl.hashedAsset);
    expect(valueFor('/FusionDR/search-index/meta.json')).toBe(cacheControl.revalidate);
    expect(valueFor('/FusionDR/img/docs/a.png')).toBe(cacheControl.image);
    expect(valueFor('/FusionDR/docs/users/')).toBe(cacheControl.revalidate);
  });

  it('names what only hosts read: the configurations and the headers files', () => {
    const hidden = new RegExp(rules.hostOnly);
    for (const path of ['/FusionDR/_deploy/Caddyfile', '/FusionDR/_headers', '/FusionDR/_headers.json']) expect(hidden.test(path), path).toBe(true);
    for (const path of ['/FusionDR/docs/_headers-guide/', '/FusionDR/_next/static/a.js']) expect(hidden.test(path), path).toBe(false);
  });
});

describe('addresses and names', () => {
  it('turns a headers-file pattern into an anchored regex', () => {
    expect(patternRegExp('/FusionDR', '/search-index/0123.*')).toBe('^/FusionDR/search-index/0123\\..*$');
  });

  it('gives a page its folder address and its file', () => {
    expect(pageAddresses('/FusionDR', 'docs/users/index.html')).toEqual(['/FusionDR/docs/users/', '/FusionDR/docs/users/index.html']);
    expect(pageAddresses('/FusionDR', '404.html')).toEqual(['/FusionDR/404.html']);
  });

  it('names variables after the base path, so two deployments can share a server', () => {
    expect(variablePrefix('/FusionDR')).toBe('fusiondr');
    expect(variablePrefix('/docs/v2.11')).toBe('docs_v2_11');
  });
});
