import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterEach, describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { factFiles } from '../facts/__fixtures__/facts';
import { parseFacts } from '../facts/parse';
import { provideFacts } from '../facts/source';
import { parseDocBody, transformDocBody } from './preset';

const toHtml = unified().use(remarkRehype).use(rehypeStringify);

function factsWith(overrides: Record<string, string> = {}) {
  const { facts, problems } = parseFacts(factFiles(overrides));
  if (!facts) throw new Error(problems.join('\n'));
  return facts;
}

/** A body as its page shows it, with these facts. */
function render(body: string, overrides: Record<string, string> = {}, docId = 'settings/other'): string {
  provideFacts(factsWith(overrides));
  const tree = transformDocBody(parseDocBody(body), new VFile({ data: { docId } }));
  return String(toHtml.stringify(toHtml.runSync(tree as never))).replace(/>\n</g, "><");
}

function refusal(body: string): { line?: number; reason: string } {
  provideFacts(factsWith());
  try {
    transformDocBody(parseDocBody(body));
  } catch (error) {
    const e = error as { place?: { line?: number }; reason: string };
    return { line: e.place?.line, reason: e.reason };
  }
  throw new Error('not refused');
}

afterEach(() => provideFacts(undefined));

describe('fact directives', () => {
  it('names a setting in bold, linked to its row on the page of its screen', () => {
    expect(render('Turn off :setting{#auto-accept-after}.')).toBe(
      '<p>Turn off <strong><a href="/docs/settings/workflow#setting-auto-accept-after">Auto-accept after</a></strong>.</p>',
    );
  });

  it('links to the row on the same page when the page is the setting’s home', () => {
    expect(render(':setting{#auto-accept-after}', {}, 'settings/workflow')).toContain('href="#setting-auto-accept-after"');
  });

  it('shows a default, the default of one family, and the open path of a screen in bold steps', () => {
    expect(render('Default :default{#require-reject-reason}; on HD :default{#require-reject-reason family=hd}.')).toBe(
      '<p>Default On (HD: Off); on HD Off.</p>',
    );
    expect(render('1. Open :open{#workflow-options}.')).toContain(
      '<li>Open <strong>Settings</strong> → <strong>Configuration</strong> → <strong>Workflow Options</strong>.</li>',
    );
  });

  it('writes a screen’s settings table with an anchor per row and a danger box for a setting with a safety note', () => {
    const html = render('::settings{screen=workflow-options}', {}, 'settings/workflow');
    expect(html).toContain('<tr id="setting-auto-accept-after"><td><strong>Auto-accept after</strong></td><td>Accepts an image by itself.</td><td>Off</td><td>Off, 5, 10 seconds</td><td>Administrator</td></tr>');
    expect(html).toContain(
      '<aside class="admonition admonition-danger" data-admonition="danger" role="note" aria-label="Danger: Patient safety: Auto-accept after"><p class="admonition-title"><span class="admonition-kind">Danger: </span>Patient safety: Auto-accept after</p><p>Leave it Off.</p></aside>',
    );
  });

  it('changes every page that shows a default when the data changes', () => {
    const pages = ['Default: :default{#auto-accept-after}.', '::settings{screen=workflow-options}', '::settings-reference'];
    const changed = {
      'content/facts/screens/workflow-options.yaml': factFiles()
        .find((f) => f.path.endsWith('workflow-options.yaml'))!
        .text.replace('default: "Off"\n    values: Off, 5, 10 seconds', 'default: "10 seconds"\n    values: Off, 5, 10 seconds'),
    };
    for (const page of pages) {
      expect(render(page)).toMatch(/>Off<|Default: Off\./);
      expect(render(page, changed)).toMatch(/>10 seconds<|Default: 10 seconds\./);
    }
  });

  it('renders the permissions matrix, a status light, ports, messages and a product value from the data', () => {
    expect(render('::permissions')).toContain('<tr id="permission-settings"><td>Change settings</td><td>Yes</td><td>If allowed</td></tr>');
    expect(render('::indicators{#detector}')).toContain('<td><strong>Red</strong></td><td>Not connected.</td><td>Do not expose.</td>');
    expect(render('::ports')).toContain('<td>104</td><td>TCP</td>');
    expect(render('See :message{#pacs-unreachable}, version :fact{#current-version}.')).toBe(
      '<p>See <a href="/docs/troubleshooting#message-pacs-unreachable">“PACS not reachable”</a>, version 2.12.0.</p>',
    );
    expect(render('::messages')).toContain('<h3 id="message-pacs-unreachable">“PACS not reachable”</h3>');
  });

  it('includes a snippet, its own directives written out', () => {
    expect(render('::include{#admin-first}')).toBe('<p>Log in as an <strong>Administrator</strong>.</p>');
  });

  it('refuses an unknown id with its line and the closest known id', () => {
    expect(refusal('Intro.\n\nTurn off :setting{#auto-accept}.')).toEqual({
      line: 3,
      reason: '"auto-accept" is not a known setting id. Did you mean "auto-accept-after"? Known ids are listed in content/facts (CONTRIBUTING.md, "Product facts").',
    });
    expect(refusal('::settings{screen=workflow}').reason).toMatch(/^"workflow" is not a known screen id\. Did you mean "workflow-options"\?/);
    expect(refusal('::setings{screen=x}').reason).toMatch(/^"::setings" is not a directive the site knows\. Did you mean "::settings"\?/);
  });

  it('refuses a directive without an id, and leaves text that only looks like one alone', () => {
    expect(refusal('See :setting.').reason).toBe('":setting" needs the id of what it shows, written :setting{#auto-accept-after}.');
    expect(render('Open at 10:30 and read Note:this.')).toBe('<p>Open at 10:30 and read Note:this.</p>');
  });

  it('refuses a snippet that includes itself, directly or through another', () => {
    const loop = {
      'content/snippets/a.md': '---\ntitle: A\n---\n::include{#b}\n',
      'content/snippets/b.md': '---\ntitle: B\n---\n::include{#a}\n',
    };
    provideFacts(factsWith(loop));
    expect(() => transformDocBody(parseDocBody('::include{#a}'))).toThrow('the snippet "a" includes itself (a → b → a). A snippet cannot include itself, directly or through another.');
  });
});
