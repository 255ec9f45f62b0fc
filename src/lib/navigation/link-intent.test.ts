import { describe, expect, it } from 'vitest';
import { isRouteChange, routeChangeTarget, routerPath, type LinkClick } from './link-intent';

const current = 'https://docs.example/FusionDR/docs/introduction/';
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({ href, button: 0, modifierKey: false, ...extra });

describe('clicks that start a route change', () => {
  it('is a plain click on a link to another page of the site', () => {
    expect(routeChangeTarget(click('https://docs.example/FusionDR/docs/settings/users/'), current, '/FusionDR')).toBe(
      'https://docs.example/FusionDR/docs/settings/users/',
    );
    expect(routeChangeTarget(click('/FusionDR/search/?q=dicom'), current, '/FusionDR')).toBe('https://docs.example/FusionDR/search/?q=dicom');
    expect(routeChangeTarget(click('/FusionDR/docs/introduction/?tab=2'), current, '/FusionDR')).not.toBeNull();
  });

  it('is not a jump to a heading of the same page', () => {
    expect(routeChangeTarget(click('/FusionDR/docs/introduction/#audience'), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click(current), current, '/FusionDR')).toBeNull();
  });

  it('is not a link that opens elsewhere or leaves the site', () => {
    expect(routeChangeTarget(click('/FusionDR/docs/', { target: '_blank' }), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('/FusionDR/docs/', { modifierKey: true }), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('/FusionDR/docs/', { button: 1 }), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('/FusionDR/img/a.svg', { download: true }), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('https://help.fusiondr.example/'), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('/other-site/'), current, '/FusionDR')).toBeNull();
    expect(routeChangeTarget(click('/FusionDRX/'), current, '/FusionDR')).toBeNull();
  });
});

describe('back and forward', () => {
  it('is a route change when the path or the query differs, not only the hash', () => {
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
