import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { strings } from '../../config/strings/redirects';
import { redirectPage } from './redirect-page';

const html = redirectPage({ href: '/FusionDR/docs/settings/users/', canonical: 'https://docs.example.org/FusionDR/docs/settings/users/', title: 'Users & roles', lang: 'en' });
const page = parse(html);

describe('the page left at a moved doc’s old address', () => {
  it('leads on at once to the new page, which it names as canonical', () => {
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/FusionDR/docs/settings/users/');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.example.org/FusionDR/docs/settings/users/');
  });

  it('says where the page went in a plain link, its title escaped', () => {
    const link = page.querySelector('body a');
    expect(page.querySelector('body')?.text).toBe(`${strings.redirects.movedTo} Users & roles.`);
    expect(link?.getAttribute('href')).toBe('/FusionDR/docs/settings/users/');
    expect(html).toContain('>Users &amp; roles</a>');
  });

  it('is never indexed, says its language, and runs no script', () => {
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
