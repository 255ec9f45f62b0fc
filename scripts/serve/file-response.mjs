// @ts-check
/**
 * Sends one file of the export, answering conditional and Range requests as RFC 9110 says, with the
 * libraries Express's file sender (`send`) is built on: fresh (If-None-Match, If-Modified-Since),
 * range-parser (Range) and etag. Files read once are kept in memory (up to a bound, checked against
 * the disk on each request): a doc page is answered without opening a file, which is what brings a
 * Node server near nginx here.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import etag from 'etag';
import fresh from 'fresh';
import parseRange from 'range-parser';

/** Files up to this size are kept in memory once read; larger ones are streamed from disk. */
export const MEMORY_FILE_MAX_BYTES = 1024 * 1024;
/** All the files kept in memory together: the least recently sent go first. */
export const MEMORY_MAX_BYTES = 32 * 1024 * 1024;

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ path: string, size: number, mtimeMs: number, etag: string, lastModified: string, body: Buffer | null }} FileEntry
 */

/** The files of an export as last read, each checked against the disk (one stat) before it is sent. */
export function fileCache(maxBytes = MEMORY_MAX_BYTES) {
  /** @type {Map<string, FileEntry>} */
  const entries = new Map();
  let bytes = 0;
  const forget = (/** @type {string} */ path) => {
    const entry = entries.get(path);
    if (!entry) return;
    bytes -= entry.body?.length ?? 0;
    entries.delete(path);
  };
  return {
    /** The file at an absolute path, or null when there is no file there. */
    get(/** @type {string} */ path) {
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile()) {
        forget(path);
        return null;
      }
      const known = entries.get(path);
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(path);
        entries.set(path, known);
        return known;
      }
      forget(path);
      /** @type {FileEntry} */
      const entry = {
        path,
        size: stat.size,
        mtimeMs: stat.mtimeMs,
        // Strong: every compressed copy is a file of its own, so no two representations share one.
        etag: etag(stat, { weak: false }),
        lastModified: stat.mtime.toUTCString(),
        body: stat.size <= MEMORY_FILE_MAX_BYTES ? readFileSync(path) : null,
      };
      if (entry.body && entry.body.length !== entry.size) return { ...entry, body: null };
      entries.set(path, entry);
      bytes += entry.body?.length ?? 0;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
      return entry;
    },
    /** Bytes held in memory. */
    get bytes() {
      return bytes;
    },
  };
}

/** If-Match / If-Unmodified-Since: the request wants this file only as the client last saw it. */
function preconditionFails(/** @type {Request} */ req, /** @type {FileEntry} */ entry) {
  const match = req.headers['if-match'];
  if (match) return match.trim() !== '*' && !match.split(',').some((tag) => tag.trim() === entry.etag);
  const since = Date.parse(req.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(entry.lastModified) > since;
}

/** If-Range: a range of the file as the client has it, or the whole file when it changed. */
function rangeStillApplies(/** @type {Request} */ req, /** @type {FileEntry} */ entry) {
  const ifRange = String(req.headers['if-range'] ?? '');
  if (!ifRange) return true;
  return ifRange.includes('"') ? ifRange.trim() === entry.etag : Date.parse(ifRange) === Date.parse(entry.lastModified);
}

/** Headers that describe a body, dropped from a response that carries none of this file. */
const BODY_HEADERS = ['Content-Type', 'Content-Encoding', 'Content-Length', 'Content-Range'];

/**
 * Answers a GET or HEAD for a file whose other headers (type, encoding, policy, caching) are already set.
 * @param {Request} req
 * @param {Response} res
 * @param {FileEntry} entry
 */
export function sendFile(req, res, entry) {
  res.setHeader('ETag', entry.etag);
  res.setHeader('Last-Modified', entry.lastModified);
  res.setHeader('Accept-Ranges', 'bytes');
  if (preconditionFails(req, entry)) {
    for (const name of BODY_HEADERS) res.removeHeader(name);
    res.statusCode = 412;
    res.end();
    return;
  }
  if (fresh(req.headers, { etag: entry.etag, 'last-modified': entry.lastModified })) {
    for (const name of BODY_HEADERS) res.removeHeader(name);
    res.statusCode = 304;
    res.end();
    return;
  }
  let [start, end] = [0, entry.size - 1];
  const range = req.headers.range;
  if (range && rangeStillApplies(req, entry)) {
    const ranges = parseRange(entry.size, range, { combine: true });
    if (ranges === -1) {
      for (const name of BODY_HEADERS) res.removeHeader(name);
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${entry.size}`);
      res.end();
      return;
    }
    // A malformed header, another unit or several ranges: the whole file, which RFC 9110 allows.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      [start, end] = [ranges[0].start, ranges[0].end];
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${entry.size}`);
    }
  }
  sendBytes(req, res, entry, start, end);
}

/** The file's bytes from start to end (inclusive), or only their length for HEAD. */
export function sendBytes(/** @type {Request} */ req, /** @type {Response} */ res, /** @type {FileEntry} */ entry, start = 0, end = entry.size - 1) {
  res.setHeader('Content-Length', Math.max(0, end - start + 1));
  if (req.method === 'HEAD') res.end();
  else if (entry.body) res.end(entry.body.subarray(start, end + 1));
  else createReadStream(entry.path, { start, end }).on('error', () => res.destroy()).pipe(res);
}
