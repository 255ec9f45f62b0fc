import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLocale } from './docs-locale';

let root: string;

function project() {
  root = mkdtempSync(join(tmpdir(), 'locale-'));
  mkdirSync(join(root, 'content', 'docs'), { recursive: true });
  writeFileSync(join(root, 'content', 'docs', 'introduction.mdx'), '---\ntitle: Introduction\n---\n');
  writeFileSync(join(root, 'content', 'locales.json'), '[]\n');
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run docs:locale', () => {
  it('turns a locale on with its one setting and a folder for its translations', () => {
    const told = addLocale(project(), 'es');
    expect(told).toContain('Español (es) is on: the next build serves it at /es/docs/.');
    expect(told).toContain('0 docs are translated in content/i18n/es/docs/');
    expect(JSON.parse(readFileSync(join(root, 'content', 'locales.json'), 'utf8'))).toEqual(['es']);
    expect(existsSync(join(root, 'content', 'i18n', 'es', 'docs'))).toBe(true);
    expect(() => addLocale(root, 'es')).toThrow('Español (es) is already on (content/locales.json).');
  });

  it('refuses a locale it does not know, English, and one whose interface is not translated', () => {
    project();
    expect(() => addLocale(root, 'xx')).toThrow('"xx" is not a locale the site knows');
    expect(() => addLocale(root, 'en')).toThrow('English is the site\'s own language');
    expect(() => addLocale(root, 'de')).toThrow('The interface has no Deutsch strings yet.');
    expect(readFileSync(join(root, 'content', 'locales.json'), 'utf8')).toBe('[]\n');
  });
});
