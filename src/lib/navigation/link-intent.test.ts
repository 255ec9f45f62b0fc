import { describe, expect, it } from 'vitest';
import { isRouteChange, routeChangeTarget, type LinkClick } from './link-intent';

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
