// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { slashOpensSearch } from './slash-shortcut';

const html = (markup: string) => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild!;
};

describe('the "/" search shortcut acts only when the focus is on no control (WCAG 2.1.4)', () => {
  it('opens search from the page itself or plain text', () => {
    expect(slashOpensSearch(document.body)).toBe(true);
    expect(slashOpensSearch(html('<main tabindex="-1"><p>Text</p></main>'))).toBe(true);
    expect(slashOpensSearch(null)).toBe(true);
  });

  it.each([
    ['a link', '<a href="/docs/">Docs</a>'],
    ['a button', '<button>Menu</button>'],
    ['a text field', '<input type="search">'],
    ['a text area', '<textarea></textarea>'],
    ['a select', '<select><option>1</option></select>'],
    ['a disclosure summary', '<summary>More</summary>'],
    ['an editable region', '<div contenteditable="true">x</div>'],
    ['a custom widget', '<div role="menuitem" tabindex="0">Next</div>'],
  ])('leaves the key to %s', (_, markup) => {
    expect(slashOpensSearch(html(markup))).toBe(false);
  });

  it('leaves the key to a control when the event comes from inside it', () => {
    const link = html('<a href="/docs/"><span>Docs</span></a>');
    expect(slashOpensSearch(link.querySelector('span'))).toBe(false);
  });

  it('treats an anchor without href as text', () => {
    expect(slashOpensSearch(html('<a id="top">Top</a>'))).toBe(true);
  });
});
