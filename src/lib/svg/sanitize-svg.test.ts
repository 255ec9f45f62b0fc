import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

const svg = (inner: string, attributes = '') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('an uploaded SVG is an image, never a program', () => {
  it.each([
    ['a script', '<script>alert(localStorage["decap-cms-user"])</script><rect width="1" height="1"/>', /script|alert/],
    ['an event handler', '<rect width="1" height="1" onclick="alert(1)"/>', /onclick|alert/],
    ['a handler on the root', '<rect width="1" height="1"/>', /onload/, ' onload="alert(1)"'],
    ['a foreign object', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', /foreignObject|<div/],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>', /javascript|<a/],
    ['an external image', '<image href="https://evil.example/t.png"/>', /evil\.example/],
    ['an external use', '<use xlink:href="https://evil.example/a.svg#x"/>', /evil\.example/],
    ['an external url() in an attribute', '<rect width="1" height="1" style="fill:url(https://evil.example/x)"/>', /evil\.example/],
    ['an @import in a style', '<style>@import url(https://evil.example/x.css); rect{fill:red}</style>', /evil\.example|@import/],
  ])('removes %s, and says it changed the file', (_case, inner, gone, attributes = '') => {
    const result = sanitizeSvg(svg(inner, attributes));
    expect(result.changed).toBe(true);
    expect(result.svg).toMatch(/^<svg /);
    expect(result.svg).not.toMatch(gone);
  });

  it('keeps the drawing: inner references, plain styles, titles, and writes XML', () => {
    const input = svg('<title id="t">A</title><style>text{font-size:14px}</style><defs><path id="f" d="M0 0h5"/></defs><use href="#f"/><rect fill="url(#f)" width="1" height="1"/>', ' role="img" aria-labelledby="t"');
    const result = sanitizeSvg(input);
    expect(result.changed).toBe(false);
    expect(result.svg).toContain('<use href="#f"/>');
    expect(result.svg).toContain('<style>text{font-size:14px}</style>');
    expect(result.svg).toContain('role="img"');
    expect(result.svg).toContain('fill="url(#f)"');
  });

  it('leaves every illustration of the docs as it is', () => {
    const dir = join(import.meta.dirname, '..', '..', '..', 'public', 'img', 'docs');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      expect(sanitizeSvg(readFileSync(join(dir, file), 'utf8')).changed, file).toBe(false);
    }
  });

  it('gives nothing back for a file that is not an SVG', () => {
    expect(sanitizeSvg('<html><script>alert(1)</script></html>').svg).toBe('');
  });
});
