import { describe, expect, it } from 'vitest';
import { layoutAssets } from './layout-assets';

describe("the site's stylesheets and icon, read from an exported page", () => {
  it("lists every stylesheet in order, the icon and the site's own head scripts, and nothing from the body", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" href="/FusionDR/img/a.svg" as="image"/>' +
      '<link rel="stylesheet" href="/FusionDR/_next/static/chunks/a1.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/FusionDR/_next/static/chunks/b2.css" data-precedence="next"/>' +
      '<script data-site-script="m1">(function(a){a()})(x)</script><script src="/FusionDR/_next/static/chunks/c.js" async=""></script>' +
      '<script>self.__next_f.push([1,"a"])</script>' +
      '<link rel="icon" href="/FusionDR/icon.svg?icon.x.svg" sizes="any" type="image/svg+xml"/></head>' +
      '<body><link rel="stylesheet" href="/FusionDR/late.css"/></body></html>';
    expect(layoutAssets(html)).toEqual({
      stylesheets: ['/FusionDR/_next/static/chunks/a1.css', '/FusionDR/_next/static/chunks/b2.css'],
      icon: { href: '/FusionDR/icon.svg?icon.x.svg', type: 'image/svg+xml' },
      headScripts: ['(function(a){a()})(x)'],
    });
  });

  it('gives no icon when the page links none', () => {
    expect(layoutAssets('<html><head><link rel="stylesheet" href="/a.css"/></head></html>')).toEqual({ stylesheets: ['/a.css'], headScripts: [] });
  });
});
