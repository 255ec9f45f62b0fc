import { describe, expect, it } from 'vitest';
import { withoutShownText, withoutTextRows } from './shown-text';

const BODY = `<p>Open <strong>Settings</strong> → Worklist. ${'Filters narrow the query. '.repeat(50)}</p>`;
const byteLength = (text: string) => Buffer.byteLength(text, 'utf8').toString(16);
const textRow = (id: string, text: string) => `${id}:T${byteLength(text)},${text}`;
const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(/</g, '\\u003c')})</script>`;
const page = (body: string, chunks: string[]) =>
  `<!DOCTYPE html><html><head></head><body><main>${body}</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(push).join('')}</body></html>`;
/** The payload a page hands React, as the browser reads it. */
const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)].map((m) => (JSON.parse(m[1]) as [number, string])[1]).join('');

describe('a page payload without the text the page shows', () => {
  const rows = `0:{"b":"x"}\n${textRow('3', BODY)}4:["$","div",null,{"html":"$3"}]\n`;

  it('empties the text row of the doc body and keeps every other row', () => {
    const shipped = withoutShownText(page(`<div data-doc-body="a">${BODY}</div>`, [rows]), BODY);
    expect(payloadOf(shipped)).toBe('0:{"b":"x"}\n3:T0,4:["$","div",null,{"html":"$3"}]\n');
    expect(shipped).toContain(`<div data-doc-body="a">${BODY}</div>`);
    expect(shipped).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('keeps every other long text, even one the page shows too', () => {
    const other = `<p>${'A caption the page also shows. '.repeat(40)}</p>`;
    const html = page(`<div data-doc-body="a">${BODY}</div>${other}`, [`${textRow('5', other)}6:["$","p",null,{"html":"$5"}]\n`]);
    expect(withoutShownText(html, BODY)).toBe(html);
  });

  it('leaves a page that is not a doc page as it is', () => {
    const html = page(`<div>${BODY}</div>`, [rows]);
    expect(withoutShownText(html, undefined)).toBe(html);
  });

  it('reads a row cut across two chunks, with its length in bytes, and writes one chunk in the first one’s place', () => {
    const cut = rows.indexOf('Filters');
    const shipped = withoutShownText(page(`<div>${BODY}</div>`, [rows.slice(0, cut), rows.slice(cut)]), BODY);
    expect(shipped.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(payloadOf(shipped)).toBe('0:{"b":"x"}\n3:T0,4:["$","div",null,{"html":"$3"}]\n');
  });

  it('escapes the rewritten chunk as Next does, so no "<" of the payload can end the script', () => {
    const shipped = withoutShownText(page(`<div>${BODY}</div>`, [`${rows}5:"</script><b>"\n`]), BODY);
    expect(shipped).toContain('5:\\"\\u003c/script\\u003e\\u003cb\\u003e\\"');
  });

  it('leaves a page without a payload, or a payload it cannot read, as it is', () => {
    const plain = '<html><body><p>Print</p></body></html>';
    expect(withoutShownText(plain, BODY)).toBe(plain);
    expect(withoutTextRows('not rows', () => true)).toBeNull();
    expect(withoutTextRows(`3:T${byteLength(BODY)},short`, () => true)).toBeNull();
  });
});
