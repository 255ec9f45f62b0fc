import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotRedirects, writeRedirectPages } from './redirect-pages';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the pages at moved docs’ old addresses', () => {
  const redirects = snapshotRedirects([
    { docId: 'settings/users', version: 'current', title: 'Users and roles', redirect_from: ['settings/oldUsers'], _raw: { sourceFilePath: 'docs/settings/users.mdx' } },
    { docId: 'settings/logs', version: 'current', title: 'Logs' },
  ]);

  it('are written at each old address, leading to the doc’s page under the base path', () => {
    dir = mkdtempSync(join(tmpdir(), 'redirect-pages-'));
    expect(writeRedirectPages(dir, redirects)).toEqual(['docs/settings/oldUsers/index.html']);
    expect(readFileSync(join(dir, 'docs/settings/oldUsers/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/FusionDR/docs/settings/users/"/>');
  });

  it('never replace a page the export already has there', () => {
    dir = mkdtempSync(join(tmpdir(), 'redirect-pages-'));
    mkdirSync(join(dir, 'docs/settings/oldUsers'), { recursive: true });
    writeFileSync(join(dir, 'docs/settings/oldUsers/index.html'), 'a page');
    expect(() => writeRedirectPages(dir, redirects)).toThrow('A doc\'s redirect_from names /docs/settings/oldUsers/, but the site has a page there already');
    expect(readFileSync(join(dir, 'docs/settings/oldUsers/index.html'), 'utf8')).toBe('a page');
    expect(existsSync(join(dir, 'docs/settings/users'))).toBe(false);
  });
});
