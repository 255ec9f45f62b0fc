/**
 * Compression done once, at build: each text file of the export gets a `.br` and a `.gz` copy beside it
 * (scripts/precompress-export.ts), which `npm start`, nginx (`gzip_static`, `brotli_static`) and Caddy
 * (`precompressed br gzip`) send as they are, with no compression per request.
 */

/** The text files of an export, by extension, that are worth compressing. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['html', 'js', 'css', 'json', 'txt', 'xml', 'svg', 'md', 'webmanifest'];

/** Each compressed copy: its Content-Encoding and the suffix of its file ('docs/index.html.br'). */
export { PRECOMPRESSED_ENCODINGS } from './serve.mjs';

/** Smaller files are sent as they are: a few hundred bytes fit in the first packet either way. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** A copy is kept only when it saves at least this share of the file's bytes. */
export const PRECOMPRESS_MIN_SAVING = 0.1;
