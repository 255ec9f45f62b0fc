import { describe, expect, it } from 'vitest';
import { docVerdict, folderVerdict, refuseInvalidEntry } from './doc-verdict';

const fields = { title: 'Worklist', description: 'Connect the worklist.', sidebar_position: 2 };
const path = 'content/docs/settings/DICOM/worklist.mdx';

/** What Decap hands a preSave listener: an immutable entry; `get` is all the listener reads. */
function entry(collection: string, data: Record<string, unknown>, entryPath = path) {
  const values: Record<string, unknown> = { collection, path: entryPath, data: { toJS: () => data } };
  return { get: (key: string) => values[key] };
}

describe('the CMS gives the content check’s verdict', () => {
  it('accepts a valid doc', () => {
    expect(docVerdict({ ...fields, body: 'Text.' }, path)).toEqual([]);
  });

  it('names the line from the top of the file the CMS would write', () => {
    // ---, three fields, ---, blank line: the body's second line is line 8 of the file.
    expect(docVerdict({ ...fields, body: 'Text.\n<Unknown />' }, path)).toEqual([
      `${path}, line 8: <Unknown> is not a component the site knows. A doc may use only <ReleaseDate date="2026-11-03" />.`,
    ]);
  });

  it('names a new doc that has no file yet', () => {
    expect(docVerdict({ ...fields, title: '' }, '')[0]).toMatch(/^the new doc: field "title"/);
  });

  it('checks a folder’s label and position', () => {
    expect(folderVerdict({ label: 'Network', position: 1.5 }, 'content/docs/network/_category_.json')).toEqual([
      'content/docs/network/_category_.json: field "position" should be a whole number, but found the number 1.5.',
    ]);
  });

  it('refuses to save what the build would refuse, with the same sentence', () => {
    expect(() => refuseInvalidEntry({ entry: entry('docs', { ...fields, body: 'Two is {1+1}.' }) })).toThrow(/^Not saved: the build would refuse this doc\. .*, line 7: Curly braces \{ \} start code/);
    expect(String((() => {
      try {
        refuseInvalidEntry({ entry: entry('docs', { ...fields, body: '<Tabs />' }) });
      } catch (error) {
        return error;
      }
    })())).toMatch(/^Not saved: the build would refuse this doc\. content\/docs\/settings\/DICOM\/worklist\.mdx, line 7: <Tabs> is not a component/);
    expect(refuseInvalidEntry({ entry: entry('docs', { ...fields, body: 'Fine.' }) })).toBeUndefined();
  });
});
