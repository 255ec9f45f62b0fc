import { describe, expect, it } from 'vitest';
import { extractHeadings } from '../toc';
import { fixtureDocs, fixtureRecords } from './__fixtures__/docs';
import { sectionsOf } from './records';

describe('search records', () => {
  const records = fixtureRecords();
  const worklist = records.filter((r) => r.docId === 'settings/DICOM/worklist');

  it('makes one record for the top of a page and one per heading section', () => {
    expect(worklist.map((r) => r.id)).toEqual([
      'settings/DICOM/worklist',
      'settings/DICOM/worklist#connect-the-worklist',
      'settings/DICOM/worklist#fields',
      'settings/DICOM/worklist#troubleshooting',
      'settings/DICOM/worklist#c-echo-fails',
    ]);
  });

  it('links each section to the anchor its heading has on the page', () => {
    const body = fixtureDocs[0].body;
    const ids = extractHeadings(body).map((h) => h.id);
    expect(worklist.slice(1).map((r) => r.url.split('#')[1])).toEqual(ids);
    expect(worklist[1].url).toBe('/FusionDR/docs/settings/DICOM/worklist/#connect-the-worklist');
    expect(worklist[0].url).toBe('/FusionDR/docs/settings/DICOM/worklist/');
  });

  it('keeps the hierarchy: page, sidebar trail and the headings above a section', () => {
    const echo = worklist.at(-1);
    expect(echo).toMatchObject({ page: 'Worklist settings', crumbs: ['Settings', 'DICOM'], headings: ['Troubleshooting', 'C-ECHO fails'] });
    // A folder's own page is not its own breadcrumb.
    expect(records.find((r) => r.id === 'settings/calibration')?.crumbs).toEqual(['Settings']);
  });

  it('reads table rows as lines, the header row too, and keeps the text of lists and emphasis, without markup', () => {
    expect(worklist[2].content).toBe(
      'Field — What it does — Default\nPort — Port of the worklist server. — 104\nRefresh interval — How often FusionDR re-queries in the background. — 5 minutes',
    );
    expect(worklist[1].content).toContain('Open Settings › DICOM › Worklist and turn on Enable worklist.');
  });

  it('carries the language and docs version tag every query filters on', () => {
    for (const record of records) expect(record).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current' });
  });

  it('gives repeated headings the numbered ids rehype-slug gives them', () => {
    const sections = sectionsOf('## Steps\n\none\n\n## Steps\n\ntwo\n');
    expect(sections.map((s) => s.anchor)).toEqual([null, 'steps', 'steps-1']);
  });
});
