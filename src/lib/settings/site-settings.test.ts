// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageSettings, parseSettings, settingsInPage, SETTINGS_ELEMENT_ID, UNCONFIGURED, withSettings, type SiteSettings } from './site-settings';

const configured: SiteSettings = {
  analytics: { endpoint: 'https://plausible.io/api/event', domain: 'docs.example.org' },
  search: { appId: 'APP1', apiKey: 'key', indexName: 'fusiondr', agentId: 'agent' },
  searchQa: true,
  offlineManual: true,
};

const page = (head: string) => `<!DOCTYPE html><html lang="en"><head>${head}<script src="/FusionDR/_next/static/chunks/a.js" async=""></script></head><body></body></html>`;
const charset = '<meta charSet="utf-8"/>';
const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;

describe('the settings block of a page', () => {
  it('goes after the charset and the policy, before every script', () => {
    const html = withSettings(page(charset + policy), configured);
    const block = html.indexOf(`id="${SETTINGS_ELEMENT_ID}"`);
    expect(block).toBeGreaterThan(html.indexOf('Content-Security-Policy'));
    expect(block).toBeLessThan(html.indexOf('<script src='));
    expect(withSettings(page(charset), configured).indexOf(charset)).toBeLessThan(withSettings(page(charset), configured).indexOf(SETTINGS_ELEMENT_ID));
  });

  it('is replaced, never repeated, when the export is configured again', () => {
    const twice = withSettings(withSettings(page(charset + policy), configured), UNCONFIGURED);
    expect(twice.match(new RegExp(SETTINGS_ELEMENT_ID, 'g'))).toHaveLength(1);
    expect(settingsInPage(twice)).toEqual(UNCONFIGURED);
    expect(withSettings(twice, configured)).toBe(withSettings(page(charset + policy), configured));
  });

  it('reads back exactly what was written', () => {
    expect(settingsInPage(withSettings(page(charset), configured))).toEqual(configured);
  });

  it('cannot be closed early by a value: < is escaped', () => {
    const hostile = { ...configured, analytics: { endpoint: 'https://a.example/</script><script>alert(1)</script>', domain: '<!--' } };
    const html = withSettings(page(charset), hostile);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(settingsInPage(html)).toEqual(hostile);
  });

  it('refuses a page without a head', () => {
    expect(() => withSettings('<p>no head</p>', configured)).toThrow(/no <head>/);
  });
});

describe('reading the settings', () => {
  it('counts a missing block, bad JSON and a missing setting as not configured', () => {
    expect(parseSettings(undefined)).toEqual(UNCONFIGURED);
    expect(parseSettings('{not json')).toEqual(UNCONFIGURED);
    expect(parseSettings('[1]')).toEqual(UNCONFIGURED);
    expect(parseSettings(JSON.stringify({ searchQa: true }))).toEqual({ ...UNCONFIGURED, searchQa: true });
  });

  it('reads the page in the browser, and nothing without one', () => {
    expect(pageSettings(undefined)).toEqual(UNCONFIGURED);
    expect(pageSettings(document)).toEqual(UNCONFIGURED);
    document.head.innerHTML = withSettings(`<head>${charset}</head>`, configured).replace(/^<head>|<\/head>$/g, '');
    expect(pageSettings(document)).toEqual(configured);
    document.head.innerHTML = '';
  });
});
