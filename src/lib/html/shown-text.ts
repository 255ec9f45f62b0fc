/**
 * A doc page's inline React payload without its doc body. The body reaches the payload as one text row
 * (React writes a string of 1,024 characters or more as `id:T<byte length>,…`), and the same HTML is in
 * the page: a second copy that only makes the page heavier. The build empties that row, and only that
 * one, in each exported doc page; DocBody reads the body from the page instead. Payload files fetched for
 * an in-place navigation keep theirs.
 */

/** Next's payload chunks: `<script>self.__next_f.push([1,"…"])</script>`, a JSON string each. */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const ROW_ID = /^[0-9a-f]*:/;
const TEXT_ROW_HEAD = /^T([0-9a-f]+),/;

/** Next's escaping of a chunk inside an inline script (JSON.parse reads it back). */
const escapeForScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The payload with every text row for which `drop` says yes emptied; null when it cannot be read as rows. */
export function withoutTextRows(payload: string, drop: (text: string) => boolean): string | null {
  const bytes = Buffer.from(payload, 'utf8');
  const parts: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const rest = bytes.subarray(at, Math.min(bytes.length, at + 64)).toString('latin1');
    const id = ROW_ID.exec(rest);
    if (!id) return null;
    const text = TEXT_ROW_HEAD.exec(rest.slice(id[0].length));
    if (text) {
      const start = at + id[0].length + text[0].length;
      const end = start + parseInt(text[1], 16);
      if (end > bytes.length) return null;
      const dropped = drop(bytes.subarray(start, end).toString('utf8'));
      parts.push(dropped ? Buffer.from(`${id[0]}T0,`) : bytes.subarray(at, end));
      at = end;
    } else {
      const newline = bytes.indexOf(0x0a, at);
      const end = newline === -1 ? bytes.length : newline + 1;
      parts.push(bytes.subarray(at, end));
      at = end;
    }
  }
  return Buffer.concat(parts).toString('utf8');
}

/** The page with the payload's copy of its doc body (`body`, as the page shows it) emptied; unchanged without one. */
export function withoutShownText(html: string, body: string | undefined): string {
  if (!body) return html;
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (scripts.length === 0) return html;
  const payload = scripts.map((script) => (JSON.parse(script[1]) as [number, string])[1]).join('');
  const lighter = withoutTextRows(payload, (text) => text === body);
  if (lighter === null || lighter === payload) return html;
  // The whole payload goes in the first chunk's place: the chunks are read in order before the page starts.
  const first = scripts[0];
  const merged = `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, lighter]))})</script>`;
  let out = '';
  let from = 0;
  for (const script of scripts) {
    out += html.slice(from, script.index) + (script === first ? merged : '');
    from = script.index + script[0].length;
  }
  return out + html.slice(from);
}
