// ignoreBOM keeps a byte order mark in the text, for the content check to name it.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads a doc or folder file as UTF-8. A byte that is not UTF-8 (a file saved as Windows-1252 or
 * Latin-1) would otherwise show as "�" on the site: it is refused with the line it is on.
 */
export function decodeUtf8(path: string, bytes: Uint8Array): { text: string } | { error: string } {
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        break;
      }
      line++;
      start = i + 1;
    }
    return {
      error:
        `${path}, line ${line}: the file is not valid UTF-8 (it was probably saved as Windows-1252 or Latin-1), so letters ` +
        'such as "é" or "°" would show as "�". Save it with the encoding "UTF-8" and check that line.',
    };
  }
}
