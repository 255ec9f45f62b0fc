import { describe, expect, it } from 'vitest';
import { docIdOfSource, problemsOfDoc, sourcePathsOfDocId, toProblems } from './content-problems';

describe('content problems for the development site', () => {
  it('splits a content check line into the file and the sentence', () => {
    expect(toProblems(['content/docs/settings/users.mdx: field "title" is required but missing; expected text.'])).toEqual([
      { file: 'content/docs/settings/users.mdx', message: 'field "title" is required but missing; expected text.' },
    ]);
  });

  it('keeps the line number of a "file, line N:" sentence with the sentence', () => {
    expect(toProblems(['content/docs/a.mdx, line 12: <Tabs> is not a component the site knows.'])).toEqual([
      { file: 'content/docs/a.mdx', message: 'line 12: <Tabs> is not a component the site knows.' },
    ]);
  });

  it('keeps a line that names no file whole', () => {
    expect(toProblems(['src/config/home.ts: the home card "X" links to a missing doc.'])).toEqual([
      { message: 'src/config/home.ts: the home card "X" links to a missing doc.' },
    ]);
  });

  it("shows a doc its own problems and the folders' problems, not another doc's", () => {
    const problems = toProblems([
      'content/docs/a.mdx: one.',
      'content/docs/b.mdx: two.',
      'content/docs/settings/_category_.json: not valid JSON.',
    ]);
    expect(problemsOfDoc(problems, 'content/docs/a.mdx').map((p) => p.message)).toEqual(['one.', 'not valid JSON.']);
  });

  it('looks for a doc id as a file and as a folder index', () => {
    expect(sourcePathsOfDocId('settings/DICOM')).toEqual(['content/docs/settings/DICOM.mdx', 'content/docs/settings/DICOM/index.mdx']);
  });

  it('gives the doc id a source file holds, a folder index standing for its folder', () => {
    expect(docIdOfSource('content/docs/network/ports.mdx')).toBe('network/ports');
    expect(docIdOfSource('content/docs/settings/DICOM/index.mdx')).toBe('settings/DICOM');
  });
});
