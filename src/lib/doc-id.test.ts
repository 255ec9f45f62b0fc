import { describe, expect, it } from 'vitest';
import { docHref, docHrefOfPath } from './doc-id';

describe('doc addresses', () => {
  it('puts the main doc at /docs/ and every other doc under it', () => {
    expect(docHref('introduction')).toBe('/docs/');
    expect(docHref('settings/users')).toBe('/docs/settings/users/');
  });

  it('reads the sidebar address of the page being shown, with or without its trailing slash', () => {
    expect(docHrefOfPath('/docs/settings/users')).toBe('/docs/settings/users/');
    expect(docHrefOfPath('/docs/settings/users/')).toBe('/docs/settings/users/');
    expect(docHrefOfPath('/docs/introduction/')).toBe('/docs/');
  });
});
