import { describe, expect, it, vi } from 'vitest';
import { checkCategory, checkDoc, checkReferences } from './content-check';

const doc = (frontmatter: string, body = 'Body.') => `---\n${frontmatter}\n---\n\n${body}\n`;
const valid = 'title: Worklist settings\ndescription: Connect FusionDR to the worklist.\nsidebar_position: 2';
const path = 'content/docs/settings/DICOM/worklist.mdx';

describe('frontmatter check: messages a writer understands', () => {
  it('accepts a valid doc and gives its doc id', () => {
    const { doc: checked, errors } = checkDoc({ path, text: doc(valid) });
    expect(errors).toEqual([]);
    expect(checked).toMatchObject({ docId: 'settings/DICOM/worklist', isIndex: false, frontmatter: { sidebar_position: 2 } });
  });

  it("gives a folder's index.mdx the folder's doc id", () => {
    const { doc: checked } = checkDoc({ path: 'content/docs/settings/calibration/fusion/index.mdx', text: doc(valid) });
    expect(checked).toMatchObject({ docId: 'settings/calibration/fusion', isIndex: true });
  });

  it('names the file and the field when the title is missing', () => {
    const { errors } = checkDoc({ path, text: doc('description: x\nsidebar_position: 2') });
    expect(errors).toEqual([`${path}: field "title" is required but missing; expected text.`]);
  });

  it('says what was expected and what was found for a wrong type', () => {
    const { errors } = checkDoc({ path, text: doc(valid.replace('sidebar_position: 2', 'sidebar_position: two')) });
    expect(errors).toEqual([`${path}: field "sidebar_position" should be a number, but found the text "two".`]);
  });

  it('asks for a whole number where a position has decimals', () => {
    const { errors } = checkDoc({ path, text: doc(valid.replace('sidebar_position: 2', 'sidebar_position: 2.5')) });
    expect(errors).toEqual([`${path}: field "sidebar_position" should be a whole number, but found the number 2.5.`]);
  });

  it('rejects an unknown field and lists the known ones', () => {
    const { errors } = checkDoc({ path, text: doc(`${valid}\nauthor: Sam`) });
    expect(errors).toEqual([
      `${path}: field "author" is not a known field (found the text "Sam"). Known fields: title, description, sidebar_position, sidebar_label, last_update, redirect_from. Check its spelling or remove it.`,
    ]);
  });

  it('wants last_update as YYYY-MM-DD', () => {
    const { errors } = checkDoc({ path, text: doc(`${valid}\nlast_update: 03/11/2025`) });
    expect(errors).toEqual([`${path}: field "last_update" should be a date written YYYY-MM-DD, but found the text "03/11/2025".`]);
  });

  it('reads redirect_from as a list of old doc ids, and names the item that is not one', () => {
    const { doc: checked, errors } = checkDoc({ path, text: doc(`${valid}\nredirect_from: [settings/worklist, /docs/settings/oldWorklist/]`) });
    expect(errors).toEqual([
      `${path}: field "redirect_from" (item 2) should be a doc id as written after /docs/ in the old address, such as settings/oldName (letters, digits, - and _, folders separated by /, no /docs/ and no slash at either end), but found the text "/docs/settings/oldWorklist/".`,
    ]);
    expect(checkDoc({ path, text: doc(`${valid}\nredirect_from:\n  - settings/worklist`) }).doc?.frontmatter?.redirect_from).toEqual(['settings/worklist']);
    expect(checked?.frontmatter).toBeUndefined();
  });

  it('refuses an empty title', () => {
    const { errors } = checkDoc({ path, text: doc(valid.replace('Worklist settings', '""')) });
    expect(errors).toEqual([`${path}: field "title" should be some text, but found empty text.`]);
  });

  it('explains a missing frontmatter block and broken YAML', () => {
    expect(checkDoc({ path, text: 'No header' }).errors[0]).toMatch(/must start with a frontmatter block/);
    expect(checkDoc({ path, text: doc('title: [unclosed') }).errors[0]).toMatch(/frontmatter is not valid YAML/);
  });
});

describe('category metadata check', () => {
  const file = 'content/docs/settings/DICOM/_category_.json';
  it('accepts label, position and collapsed', () => {
    expect(checkCategory({ path: file, text: '{ "label": "DICOM", "position": 5, "collapsed": false }' })).toEqual({
      category: { dir: 'settings/DICOM', label: 'DICOM', position: 5, collapsed: false },
      errors: [],
    });
  });
  it('names the file and field of a wrong value', () => {
    expect(checkCategory({ path: file, text: '{ "label": "DICOM", "position": "5" }' }).errors).toEqual([
      `${file}: field "position" should be a number, but found the text "5".`,
    ]);
  });
  it('explains broken JSON', () => {
    expect(checkCategory({ path: file, text: '{ label: DICOM }' }).errors[0]).toMatch(/not valid JSON/);
  });
});

describe('references between docs', () => {
  const docs = [
    { path: 'content/docs/introduction.mdx', docId: 'introduction', isIndex: false, body: '[Users](/docs/settings/users) and ![Screen](/img/docs/a.svg)' },
    { path: 'content/docs/settings/users.mdx', docId: 'settings/users', isIndex: false, body: 'See [the worklist](./DICOM/worklist.mdx).' },
  ];

  it('reports a link to a doc id that does not exist, naming both', () => {
    expect(checkReferences(docs, () => true)).toEqual([
      'content/docs/settings/users.mdx, line 1: the link "./DICOM/worklist.mdx" names the doc "settings/DICOM/worklist", which does not exist.',
    ]);
  });

  it('reports a missing image', () => {
    const withImage = [{ ...docs[0], body: '![Screen](/img/docs/a.svg)' }];
    expect(checkReferences(withImage, () => false)).toEqual([
      'content/docs/introduction.mdx, line 1: the image "/img/docs/a.svg" does not exist; put the file in public/img/docs/a.svg.',
    ]);
  });
});

describe('MDX syntax check', () => {
  it('points at the line of a bare "<" and says how to write it', () => {
    const { errors } = checkDoc({ path, text: doc(valid, 'Fine line.\n\nDose under <5 mGy') });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/settings\/DICOM\/worklist\.mdx: the text cannot be read as MDX at line 9, column \d+/);
    expect(errors[0]).toMatch(/write "&lt;"/);
  });

  it('counts the line of an unclosed tag from the top of the file, not from the body', () => {
    const { errors } = checkDoc({ path, text: doc(valid, 'Hello\n\n<div>\n\nunclosed') });
    expect(errors).toEqual([
      `${path}: the text cannot be read as MDX at line 9: Expected a closing tag for \`<div>\`. ` +
        'A bare "<" or "{" in text is the usual cause: write "&lt;" or "\\{" instead, or put it in `code`; close every tag you open.',
    ]);
  });
});


describe('references written with the base path, for the base path the site is built for', () => {
  const introduction = (body: string) => [
    { path: 'content/docs/introduction.mdx', docId: 'introduction', isIndex: false, body },
    { path: 'content/docs/settings/users.mdx', docId: 'settings/users', isIndex: false, body: 'Users.' },
  ];
  /** The check as a build with BASE_PATH set loads it (the base path is read once, when the module loads). */
  async function checkUnder(basePath: string, body: string, publicFiles: string[] = []) {
    vi.stubEnv('BASE_PATH', basePath);
    vi.resetModules();
    try {
      const { checkReferences: check } = await import('./content-check');
      return check(introduction(body), (file) => publicFiles.includes(file));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  }

  it('refuses /FusionDR/ in a doc by default, saying to write it without', async () => {
    expect(await checkUnder('/FusionDR', '[Users](/FusionDR/docs/settings/users)')).toEqual([
      'content/docs/introduction.mdx, line 1: the link "/FusionDR/docs/settings/users" starts with the base path /FusionDR; write it without: "/docs/settings/users" (the build adds it).',
    ]);
  });

  it('under BASE_PATH=/docs, still reads /docs/x as a doc link and refuses only what needs the base path removed', async () => {
    expect(await checkUnder('/docs', '[Users](/docs/settings/users) ![A](/img/docs/a.svg)', ['/img/docs/a.svg'])).toEqual([]);
    expect(await checkUnder('/docs', '![A](/docs/img/docs/a.svg)', ['/img/docs/a.svg'])).toEqual([
      'content/docs/introduction.mdx, line 1: the image "/docs/img/docs/a.svg" starts with the base path /docs; write it without: "/img/docs/a.svg" (the build adds it).',
    ]);
  });

  it('under BASE_PATH=/img, an image of public/img/ is still an image', async () => {
    expect(await checkUnder('/img', '![A](/img/docs/a.svg)', ['/img/docs/a.svg'])).toEqual([]);
  });

  it('at the root of the host (BASE_PATH empty), every address from the root is just that', async () => {
    expect(await checkUnder('', '[Users](/docs/settings/users) ![A](/img/docs/a.svg)', ['/img/docs/a.svg'])).toEqual([]);
  });
});
