import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReleaseDate } from '../../components/mdx/ReleaseDate';
import { renderBody } from './render-body';

function html(markdown: string): string {
  const result = renderBody(markdown, { ReleaseDate });
  if (!result.ok) throw new Error(`unexpected error: ${result.message}`);
  return renderToStaticMarkup(<>{result.content}</>);
}

describe('the CMS preview renders a doc body like the site', () => {
  it('renders headings with their anchor ids, tables and lists', () => {
    const out = html('## Before you begin\n\n| Field | Default |\n|---|---|\n| Port | 104 |\n\n1. One\n2. Two\n');
    expect(out).toContain('<h2 id="before-you-begin">Before you begin</h2>');
    expect(out).toContain('<table>');
    expect(out).toContain('<ol>');
  });

  it('renders the five admonitions, with their kinds and titles in text and in their names', () => {
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
      const word = `${kind[0].toUpperCase()}${kind.slice(1)}`;
      const out = html(`:::${kind}[Radiation safety]\nLeave the room.\n:::\n`);
      expect(out).toContain(`<aside class="admonition admonition-${kind}" data-admonition="${kind}" role="note" aria-label="${word}: Radiation safety">`);
      expect(out).toContain(`<p class="admonition-title"><span class="admonition-kind">${word}: </span>Radiation safety</p>`);
    }
    expect(html(':::tip\nText\n:::\n')).toContain('<p class="admonition-title"><span class="admonition-kind">Tip</span></p>');
  });

  it('puts links and images under the base path', () => {
    const out = html('[Worklist](/docs/settings/DICOM/worklist) ![The network](/img/docs/dicom-network.svg)');
    expect(out).toContain('href="/FusionDR/docs/settings/DICOM/worklist/"');
    expect(out).toContain('src="/FusionDR/img/docs/dicom-network.svg"');
    expect(out).toContain('alt="The network"');
  });

  it('renders <ReleaseDate> as the site does', () => {
    expect(html('Released on <ReleaseDate date="2026-11-03" />.')).toContain('<time dateTime="2026-11-03">November 3, 2026</time>');
  });
});

describe('the CMS preview reports what the build would reject', () => {
  it('a bare < with its line', () => {
    const result = renderBody('Fine line\n\nDose <5 mGy\n');
    expect(result).toMatchObject({ ok: false, line: 3 });
  });

  it('curly braces in prose', () => {
    expect(renderBody('Set {port} here\n')).toMatchObject({ ok: false, line: 1, message: expect.stringMatching(/Curly braces/) });
  });

  it('a component the site does not know', () => {
    expect(renderBody('Text\n\n<Tabs>x</Tabs>\n')).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/<Tabs> is not a component/) });
  });

  it('an admonition kind that does not exist', () => {
    expect(renderBody(':::caution\nText\n:::\n')).toMatchObject({ ok: false, message: expect.stringMatching(/not an admonition/) });
  });
});

describe('the CMS preview applies the site’s trust rules, with the build’s sentences', () => {
  it.each([
    ['a script', 'Text\n\n<script>alert(1)</script>\n', 3, '<script> is not allowed in a doc'],
    ['an event handler', '<img src="/img/docs/a.svg" alt="A" onError="alert(1)" />\n', 1, 'an event handler'],
    ['a javascript: link', '[x](javascript:alert(1))\n', 1, 'javascript: and data: addresses'],
    ['raw HTML', '<div>x</div>\n', 1, '<div> is HTML'],
    ['an import', 'import x from "y"\n', 1, 'import and export lines are not allowed'],
  ])('refuses %s with its line', (_case, body, line, sentence) => {
    expect(renderBody(body)).toMatchObject({ ok: false, line, message: expect.stringContaining(sentence) });
  });

  it('shows <a href> and <img src> as the Markdown link and image they stand for, under the base path', () => {
    const out = html('<a href="/docs/settings/users">Users</a>\n\n<img src="/img/docs/a.svg" alt="A" />\n');
    expect(out).toContain('href="/FusionDR/docs/settings/users/"');
    expect(out).toContain('src="/FusionDR/img/docs/a.svg"');
  });
});
