import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@/lib/markdown';
import { renderBody } from './render-body';

const docs = new Set(['settings/users', 'settings/DICOM/worklist']);

const body = `Released on <ReleaseDate date="2025-11-03" />.

## Before you begin

See [the users](/docs/settings/users#roles) and [the steps](#steps).

### Steps

![The network](/img/docs/dicom-network.svg)

#### Too deep
`;

describe('a doc body rendered from its parse', () => {
  const tree = parseMarkdown(body);
  const before = JSON.stringify(tree);
  const rendered = renderBody(tree, 'settings/DICOM/worklist', docs);

  it('is the page’s HTML: registered components rendered, heading ids and links under the base path', () => {
    expect(rendered.html).toContain('<time dateTime="2025-11-03">November 3, 2025</time>');
    expect(rendered.html).toMatch(/<h2 id="before-you-begin">Before you begin<a [^>]*class="hash-link"/);
    expect(rendered.html).toContain('href="/FusionDR/docs/settings/users/#roles"');
    expect(rendered.html).toMatch(/<img [^>]*src="\/FusionDR\/img\/docs\/dicom-network.svg"[^>]*width="\d+"/);
  });

  it('gives the table of contents: levels 2 and 3, with the ids the page gives them', () => {
    expect(rendered.toc).toEqual([
      { value: 'Before you begin', id: 'before-you-begin', depth: 2 },
      { value: 'Steps', id: 'steps', depth: 3 },
    ]);
  });

  it('gives the print page’s HTML: headings one level down with the doc’s prefix, links kept inside the page, pictures loaded with it', () => {
    expect(rendered.printHtml).toMatch(/<h3 id="settings-DICOM-worklist--before-you-begin">/);
    expect(rendered.printHtml).toMatch(/<h5 id="settings-DICOM-worklist--too-deep">/);
    expect(rendered.printHtml).toContain('href="#settings-users--roles"');
    expect(rendered.printHtml).toContain('href="#settings-DICOM-worklist--steps"');
    expect(rendered.printHtml).toMatch(/<img [^>]*loading="eager"/);
    expect(rendered.printHtml).not.toContain('<link');
  });

  it('leaves the parse as it was, for the search index and the Markdown files that read it next', () => {
    expect(JSON.stringify(tree)).toBe(before);
  });
});
