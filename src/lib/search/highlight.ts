/**
 * Highlighting without injection: every piece of text is escaped, then the only markup added is
 * `<mark>`. Backends mark matches with two private-use characters; `toSafeHtml` turns a marked
 * string into HTML that the modal and the page can insert.
 */

/** Match markers asked of every backend instead of `<mark>`, so that escaping happens in one place. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}

/** The five entities DocSearch records may carry (its own UI decodes the same five). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Text for an HTML context: entities a record may carry are read as characters, then everything is escaped. */
function safeText(text: string, start: string, end: string): string {
  return escapeHtml(decodeEntities(text.split(start).join('').split(end).join('')));
}

/** Escapes a marked string and turns its markers into `<mark>` elements (unbalanced markers are dropped). */
export function toSafeHtml(marked: string, start = MARK_START, end = MARK_END): string {
  let html = '';
  let open = false;
  let rest = marked;
  for (;;) {
    const marker = open ? end : start;
    const at = rest.indexOf(marker);
    if (at === -1) {
      html += safeText(rest, start, end);
      break;
    }
    html += safeText(rest.slice(0, at), start, end) + (open ? '</mark>' : '<mark>');
    open = !open;
    rest = rest.slice(at + marker.length);
  }
  return open ? `${html}</mark>` : html;
}

/** Words as the index splits them: runs of letters, digits and combining marks. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a text, lowercased, as the index sees them. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** Wraps each word of `text` that `isMatch` accepts in the given tags; the text itself is left as it is. */
export function markWords(text: string, isMatch: (word: string) => boolean, start = MARK_START, end = MARK_END): string {
  return text.replace(WORD, (word) => (isMatch(word.toLowerCase()) ? `${start}${word}${end}` : word));
}

export interface Snippet {
  text: string;
  /** True when the snippet found a match to centre on. */
  matched: boolean;
}

/**
 * A window of about `words` words of `text` around its first match (Algolia's `content:15`), with an
 * ellipsis where text was cut. The words are the text's own, so markers can be added afterwards.
 * Reads the text only as far as the window's end.
 */
export function snippetAround(text: string, isMatch: (word: string) => boolean, words: number, ellipsis = '…'): Snippet {
  const lead = Math.floor(words / 3);
  const window: { index: number; end: number }[] = [];
  let first = -1;
  let seen = 0;
  let more = false;
  for (const token of text.matchAll(WORD)) {
    const index = token.index ?? 0;
    if (first === -1 || window.length < words) {
      window.push({ index, end: index + token[0].length });
      if (first === -1 && isMatch(token[0].toLowerCase())) first = seen;
      // Before the first match, keep only the words that lead up to it.
      if (first === -1 && window.length > lead) window.shift();
      seen++;
      continue;
    }
    more = true;
    break;
  }
  if (first === -1) {
    // No match: the text's beginning.
    const tokens = [...text.matchAll(WORD)].slice(0, words);
    const cut = tokens.length === words && tokens.length > 0 ? (tokens.at(-1)?.index ?? 0) + (tokens.at(-1)?.[0].length ?? 0) : text.length;
    const body = text.slice(0, cut).replace(/\s+/g, ' ').trim();
    return { text: cut < text.trimEnd().length ? `${body}${ellipsis}` : body, matched: false };
  }
  const startsAtTop = seen - window.length === 0;
  const body = text.slice(startsAtTop ? 0 : window[0].index, more ? window.at(-1)?.end : text.length).replace(/\s+/g, ' ').trim();
  return { text: `${startsAtTop ? '' : ellipsis}${body}${more ? ellipsis : ''}`, matched: true };
}
