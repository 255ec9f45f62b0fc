import { describe, expect, it } from 'vitest';
import { netlifyRedirects, redirectAddresses } from './redirect-entries';

const redirects = { '/docs/settings/oldUsers/': '/docs/settings/users/', '/docs/accounts/': '/docs/settings/users/' };

describe('the hosts’ entries for moved docs', () => {
  it('name each old address with and without its slash, under the base path', () => {
    expect(redirectAddresses(redirects, '/FusionDR')).toEqual([
      ['/FusionDR/docs/accounts', '/FusionDR/docs/settings/users/'],
      ['/FusionDR/docs/accounts/', '/FusionDR/docs/settings/users/'],
      ['/FusionDR/docs/settings/oldUsers', '/FusionDR/docs/settings/users/'],
      ['/FusionDR/docs/settings/oldUsers/', '/FusionDR/docs/settings/users/'],
    ]);
  });

  it('are a 301 a line in _redirects (Netlify, Cloudflare Pages), at the root of the host too', () => {
    expect(netlifyRedirects({ '/docs/accounts/': '/docs/users/' }, '/FusionDR')).toBe('/FusionDR/docs/accounts /FusionDR/docs/users/ 301\n/FusionDR/docs/accounts/ /FusionDR/docs/users/ 301\n');
    expect(netlifyRedirects({ '/docs/accounts/': '/docs/users/' }, '')).toBe('/docs/accounts /docs/users/ 301\n/docs/accounts/ /docs/users/ 301\n');
    expect(netlifyRedirects({}, '/FusionDR')).toBe('');
  });
});
