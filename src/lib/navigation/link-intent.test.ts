import { describe, expect, it } from 'vitest';
import { isRouteChange, routerPath, type LinkClick } from './link-intent';

const current = 'https://docs.example/FusionDR/docs/introduction/';
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({ href, button: 0, modifierKey: false, ...extra });

describe('a change of location', () => {
  it('goes to another page when the path or the query differs, not only the hash', () => {
    expect(isRouteChange(current, 'https://docs.example/FusionDR/docs/')).toBe(true);
    expect(isRouteChange(current, `${current}?v=1`)).toBe(true);
    expect(isRouteChange(current, `${current}#audience`)).toBe(false);
  });
});

describe('links the client router takes over', () => {
  const path = (href: string, extra: Partial<LinkClick> = {}) => routerPath(click(href, extra), current, '/FusionDR');

  it('is a page of the site, given to the router without the base path', () => {
    expect(path('/FusionDR/docs/settings/users/')).toBe('/docs/settings/users/');
    expect(path('https://docs.example/FusionDR/')).toBe('/');
    expect(path('/FusionDR/search/?q=dicom')).toBe('/search/?q=dicom');
    expect(path('/FusionDR/docs/settings/users/#fields')).toBe('/docs/settings/users/#fields');
  });

  it('includes the page already shown, as next/link does, but not a jump to one of its headings', () => {
    expect(path(current)).toBe('/docs/introduction/');
    expect(path('/FusionDR/docs/introduction/#audience')).toBeNull();
  });

  it('is not a file, another site, a new tab, a download or a modified click', () => {
    expect(path('/FusionDR/img/docs/dicom-network.svg')).toBeNull();
    expect(path('/FusionDR/docs/', { target: '_blank' })).toBeNull();
    expect(path('/FusionDR/docs/', { target: '_self' })).toBe('/docs/');
    expect(path('/FusionDR/docs/', { modifierKey: true })).toBeNull();
    expect(path('/FusionDR/docs/', { button: 1 })).toBeNull();
    expect(path('/FusionDR/docs/', { download: true })).toBeNull();
    expect(path('https://help.fusiondr.example/')).toBeNull();
    expect(path('/other-site/')).toBeNull();
    expect(path('/FusionDRX/')).toBeNull();
    expect(path('http://[bad')).toBeNull();
  });
});
