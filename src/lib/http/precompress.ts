import {
  BROTLI_PAGE_QUALITY,
  BROTLI_SHARED_ASSET_QUALITY,
  GZIP_PAGE_LEVEL,
  GZIP_SHARED_ASSET_LEVEL,
  PRECOMPRESS_MIN_BYTES,
  PRECOMPRESS_MIN_SAVING,
  PRECOMPRESSED_ENCODINGS,
  PRECOMPRESSED_EXTENSIONS,
} from '../../config/precompress';
import { SHARED_ASSET_DIRS } from '../../config/shared-assets';

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

/** One of the site's scripts and styles, which every page shares ('_next/static/chunks/a.js', 'vendor/docsearch-….js'). */
function isSharedAsset(path: string): boolean {
  return SHARED_ASSET_DIRS.some((dir) => path.startsWith(dir));
}

/** Brotli's quality for a file of the export (src/config/precompress.ts says why). */
export function brotliQuality(path: string): number {
  return isSharedAsset(path) ? BROTLI_SHARED_ASSET_QUALITY : BROTLI_PAGE_QUALITY;
}

/** Gzip's level for a file of the export (src/config/precompress.ts says why). */
export function gzipLevel(path: string): number {
  return isSharedAsset(path) ? GZIP_SHARED_ASSET_LEVEL : GZIP_PAGE_LEVEL;
}
