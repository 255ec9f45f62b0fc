import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START, escapeHtml, markWords, snippetAround, toSafeHtml } from './highlight';

const m = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe('safe highlighting', () => {
  it('escapes text before adding <mark>', () => {
    expect(toSafeHtml(`${m('<img src=x onerror=alert(1)>')} & more`)).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark> &amp; more');
  });

  it('does not let markup in the text through, even markup that looks like a mark', () => {
    const html = toSafeHtml(`<mark onclick="x()">hi</mark> <script>alert(1)</script> ${m('ok')}`);
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('reads the entities a hosted record may carry as characters, then escapes them', () => {
    expect(toSafeHtml('a &lt;b&gt; &amp;amp; c')).toBe('a &lt;b&gt; &amp;amp; c');
    expect(escapeHtml(`"'`)).toBe('&quot;&#039;');
  });

  it('closes a mark left open and drops a stray end marker', () => {
    expect(toSafeHtml(`${MARK_START}open`)).toBe('<mark>open</mark>');
    expect(toSafeHtml(`stray${MARK_END} end`)).toBe('stray end');
  });

  it('marks whole words that match, case-insensitively', () => {
    expect(markWords('Worklist and worklists.', (w) => w === 'worklist', '[', ']')).toBe('[Worklist] and worklists.');
  });

  it('cuts a snippet of N words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve worklist fourteen fifteen sixteen seventeen';
    const { text: snippet, matched } = snippetAround(text, (w) => w === 'worklist', 6);
    expect(matched).toBe(true);
    expect(snippet).toBe('…eleven twelve worklist fourteen fifteen sixteen…');
    expect(snippetAround('short text', () => false, 6).text).toBe('short text');
  });
});
