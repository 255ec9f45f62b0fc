import { PRECOMPRESS_MIN_BYTES, PRECOMPRESS_MIN_SAVING, PRECOMPRESSED_ENCODINGS, PRECOMPRESSED_EXTENSIONS } from '../../config/precompress';

const suffixes = PRECOMPRESSED_ENCODINGS.map((e) => e.suffix);

/** A compressed copy the build wrote beside a file ('docs/index.html.br'), not a file of the site itself. */
export function isPrecompressedCopy(path: string): boolean {
  return suffixes.some((suffix) => path.endsWith(suffix)) && isTextFile(path.replace(/\.[a-z]+$/, ''));
}

/** A text file of the site, by its extension (see PRECOMPRESSED_EXTENSIONS). */
export function isTextFile(path: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension !== undefined && PRECOMPRESSED_EXTENSIONS.includes(extension);
}

/** Whether a file of this path and size gets compressed copies at all. */
export function shouldCompress(path: string, bytes: number): boolean {
  return bytes >= PRECOMPRESS_MIN_BYTES && isTextFile(path);
}

/** Whether a compressed copy saves enough to be sent instead of the file. */
export function copyPays(originalBytes: number, compressedBytes: number): boolean {
  return compressedBytes <= originalBytes * (1 - PRECOMPRESS_MIN_SAVING);
}
