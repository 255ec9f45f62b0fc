import { describe, expect, it } from 'vitest';
import { withPageLang } from './page-lang';

describe('a page’s language', () => {
  it('is written in its <html lang>, and nowhere else', () => {
    const page = '<!DOCTYPE html><html lang="en" class="x"><head></head><body><p lang="en">Hello</p></body></html>';
    expect(withPageLang(page, 'es')).toBe('<!DOCTYPE html><html lang="es" class="x"><head></head><body><p lang="en">Hello</p></body></html>');
    expect(withPageLang(page, 'en')).toBe(page);
  });
});
