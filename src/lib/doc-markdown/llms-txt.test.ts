import { describe, expect, it } from 'vitest';
import { buildSidebar } from '../sidebar';
import { llmsFullTxt, llmsSections, llmsTxt } from './llms-txt';

const sidebar = buildSidebar(
  [
    { id: 'introduction', title: 'Introduction', position: 1, isIndex: false },
    { id: 'watermark', title: 'Watermark', position: 9, isIndex: false },
    { id: 'settings', title: 'Settings', position: 1, isIndex: true },
    { id: 'settings/users', title: 'Users', position: 2, isIndex: false },
    { id: 'settings/DICOM/worklist', title: 'Worklist', position: 1, isIndex: false },
  ],
  [
    { dir: 'settings', label: 'Settings', position: 5 },
    { dir: 'settings/DICOM', label: 'DICOM', position: 1 },
  ],
);

const linkOf = (docId: string) => ({ title: docId === 'settings/users' ? 'Users [admin]' : docId, url: `https://x.org/FusionDR/docs/${docId}.md`, description: `About ${docId}.` });
const header = { title: 'FusionDR', summary: 'Docs of FusionDR.', details: ['Each page is Markdown.'] };

describe('llms.txt', () => {
  it('has one section per category holding docs, named by its trail, after the top-level docs', () => {
    const sections = llmsSections(sidebar, linkOf, 'General');
    expect(sections.map((s) => [s.title, s.links.map((l) => l.title)])).toEqual([
      ['General', ['introduction', 'watermark']],
      ['Settings', ['settings', 'Users [admin]']],
      ['Settings › DICOM', ['settings/DICOM/worklist']],
    ]);
  });

  it('is written in the llms.txt format: H1, quoted summary, details, then H2 sections of link lists', () => {
    const text = llmsTxt(header, llmsSections(sidebar, linkOf, 'General'));
    expect(text).toMatch(/^# FusionDR\n\n> Docs of FusionDR\.\n\nEach page is Markdown\.\n\n## General\n\n- \[introduction\]\(https:\/\/x\.org\/FusionDR\/docs\/introduction\.md\): About introduction\.\n/);
    expect(text).toContain('- [Users \\[admin\\]](https://x.org/FusionDR/docs/settings/users.md): About settings/users.');
    expect(text).toContain('\n\n## Settings › DICOM\n\n- [settings/DICOM/worklist]');
    expect(text.endsWith('.\n')).toBe(true);
  });

  it('puts the whole manual after the header, one doc after the other', () => {
    expect(llmsFullTxt(header, ['# A\n\nFirst.\n', '# B\n\nSecond.\n'])).toBe(
      '# FusionDR\n\n> Docs of FusionDR.\n\nEach page is Markdown.\n\n---\n\n# A\n\nFirst.\n\n---\n\n# B\n\nSecond.\n',
    );
  });
});
