import { afterEach, describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { factFiles } from '../facts/__fixtures__/facts';
import { parseFacts } from '../facts/parse';
import { provideFacts } from '../facts/source';
import { parseDocBody, transformDocBody } from '../mdx/preset';
import { docMarkdown } from './to-markdown';

const siteRoot = 'https://docs.example.org/FusionDR';

/** A body as the site parses it (facts from the fixtures), then written as the doc's Markdown. */
function markdownOf(body: string, docId = 'settings/workflow', isIndex = false, title = 'Workflow', description?: string): string {
  const { facts, problems } = parseFacts(factFiles());
  if (!facts) throw new Error(problems.join('\n'));
  provideFacts(facts);
  const tree = transformDocBody(parseDocBody(body), new VFile({ data: { docId } }));
  return docMarkdown(tree, { docId, isIndex, title, description }, { siteRoot });
}

afterEach(() => provideFacts(undefined));

describe('a doc as Markdown', () => {
  it('starts with the title and the description, then the body as written', () => {
    expect(markdownOf('## Before you begin\n\nOpen the *screen*, then **Save**.', 'settings/workflow', false, 'Workflow', 'How images flow.')).toBe(
      '# Workflow\n\nHow images flow.\n\n## Before you begin\n\nOpen the _screen_, then **Save**.\n',
    );
  });

  it('writes a settings table as a GFM table, with its danger box as a quote that says its kind', () => {
    const md = markdownOf('::settings{screen=workflow-options}');
    expect(md).toContain('| Setting');
    expect(md).toContain('| **Auto-accept after** | Accepts an image by itself. | Off | Off, 5, 10 seconds | Administrator |');
    expect(md).toContain('> **Danger: Patient safety: Auto-accept after**\n>\n> Leave it Off.');
    expect(md).not.toMatch(/:::|<aside|setting-auto-accept-after/);
  });

  it('writes admonitions as quotes titled with their kind, with or without a title', () => {
    expect(markdownOf(':::warning[Radiation safety]\nLeave the room.\n:::')).toContain('> **Warning: Radiation safety**\n>\n> Leave the room.');
    expect(markdownOf(':::tip\nPress Enter.\n:::')).toContain('> **Tip**\n>\n> Press Enter.');
  });

  it('writes inline facts as their words, and links a setting to the Markdown of its page', () => {
    const md = markdownOf('Set :setting{#auto-accept-after} to :default{#auto-accept-after} in :open{#workflow-options}.', 'reports/other');
    expect(md).toContain(
      `Set **[Auto-accept after](${siteRoot}/docs/settings/workflow.md#setting-auto-accept-after)** to Off in **Settings** → **Configuration** → **Workflow Options**.`,
    );
  });

  it('links other docs to their Markdown, relative links from the doc’s folder, and the main doc to /docs.md', () => {
    const md = markdownOf('[users](/docs/settings/users#roles), [storage](./storage.mdx), [home](../../introduction), [fields](#fields)', 'settings/DICOM/worklist');
    expect(md).toContain(`[users](${siteRoot}/docs/settings/users.md#roles)`);
    expect(md).toContain(`[storage](${siteRoot}/docs/settings/DICOM/storage.md)`);
    expect(md).toContain(`[home](${siteRoot}/docs.md)`);
    expect(md).toContain(`[fields](${siteRoot}/docs/settings/DICOM/worklist.md#fields)`);
  });

  it('makes images absolute, and leaves other websites’ links as written', () => {
    const md = markdownOf('![The flow](/img/docs/flow.svg)\n\n<img src="/img/docs/b.svg" alt="B" />\n\n[DICOM](https://www.dicomstandard.org/)');
    expect(md).toContain(`![The flow](${siteRoot}/img/docs/flow.svg)`);
    expect(md).toContain(`![B](${siteRoot}/img/docs/b.svg)`);
    expect(md).toContain('[DICOM](https://www.dicomstandard.org/)');
  });

  it('writes a component as the text it shows', () => {
    expect(markdownOf('Released <ReleaseDate date="2025-11-03" />.')).toContain('Released November 3, 2025.');
  });

  it('includes a snippet’s words where the doc includes it', () => {
    expect(markdownOf('::include{#admin-first}')).not.toContain('::include');
  });

  it('writes a glossary term as plain text, and leaves the glossary’s own links to itself', () => {
    expect(markdownOf('See the [PACS](/docs/resources/glossary#pacs) entry.')).toContain('See the PACS entry.');
    expect(markdownOf('See [SID](#sid).', 'resources/glossary')).toContain(`See [SID](${siteRoot}/docs/resources/glossary.md#sid).`);
  });

  it('leaves the doc’s tree as it was: the search records and the checks across docs read it too', () => {
    provideFacts(parseFacts(factFiles()).facts);
    const body = 'See the [PACS](/docs/resources/glossary#pacs) and [users](/docs/settings/users).\n\n:::tip\nPress Enter.\n:::\n\nReleased <ReleaseDate date="2025-11-03" />.';
    const tree = transformDocBody(parseDocBody(body), new VFile({ data: { docId: 'settings/workflow' } }));
    const before = structuredClone(tree);
    docMarkdown(tree, { docId: 'settings/workflow', isIndex: false, title: 'Workflow' }, { siteRoot });
    expect(tree).toEqual(before);
  });
});
