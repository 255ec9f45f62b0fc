import { describe, expect, it } from 'vitest';
import { BROTLI_PAGE_QUALITY, BROTLI_SHARED_ASSET_QUALITY, GZIP_PAGE_LEVEL, GZIP_SHARED_ASSET_LEVEL, PRECOMPRESS_MIN_BYTES } from '../../config/precompress';
import { brotliQuality, copyPays, gzipLevel, isPrecompressedCopy, shouldCompress } from './precompress';

describe('which files of the export get compressed copies', () => {
  it('compresses the text files a visitor downloads, and no image or copy', () => {
    for (const file of ['docs/index.html', '_next/static/chunks/a.js', 'a.css', 'nav/sidebar.0123456789ab.json', 'index.txt', 'sitemap.xml', 'img/docs/a.svg', 'docs/x.md', 'site.webmanifest']) {
      expect(shouldCompress(file, 50_000), file).toBe(true);
    }
    for (const file of ['img/docs/a.png', 'a.woff2', 'docs/index.html.br', 'docs/index.html.gz', '_headers']) {
      expect(shouldCompress(file, 50_000), file).toBe(false);
    }
  });

  it('sends a tiny file as it is', () => {
    expect(shouldCompress('robots.txt', PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    expect(shouldCompress('robots.txt', PRECOMPRESS_MIN_BYTES)).toBe(true);
  });

  it('keeps a copy only when it saves at least a tenth of the bytes', () => {
    expect(copyPays(10_000, 9_000)).toBe(true);
    expect(copyPays(10_000, 9_001)).toBe(false);
  });

  it('tells the build’s compressed copies from the site’s own files', () => {
    expect(isPrecompressedCopy('docs/index.html.br')).toBe(true);
    expect(isPrecompressedCopy('_next/static/chunks/a.js.gz')).toBe(true);
    expect(isPrecompressedCopy('docs/index.html')).toBe(false);
    expect(isPrecompressedCopy('downloads/logs.tar.gz')).toBe(false);
  });

  it('compresses the scripts and styles every page shares harder than each page and its payloads', () => {
    expect(brotliQuality('_next/static/chunks/0cz1d0mv5g_q7.js')).toBe(BROTLI_SHARED_ASSET_QUALITY);
    expect(brotliQuality('_next/static/chunks/325m_7o6m9njs.css')).toBe(BROTLI_SHARED_ASSET_QUALITY);
    expect(gzipLevel('_next/static/chunks/0cz1d0mv5g_q7.js')).toBe(GZIP_SHARED_ASSET_LEVEL);
    expect(brotliQuality('vendor/docsearch-08388139ef61.js')).toBe(BROTLI_SHARED_ASSET_QUALITY);
    expect(gzipLevel('vendor/docsearch-08388139ef61.js')).toBe(GZIP_SHARED_ASSET_LEVEL);
    for (const file of ['docs/settings/users/index.html', 'docs/settings/users/index.txt', 'docs/settings/users.md', 'admin/cms.js']) {
      expect(brotliQuality(file), file).toBe(BROTLI_PAGE_QUALITY);
      expect(gzipLevel(file), file).toBe(GZIP_PAGE_LEVEL);
    }
    expect(BROTLI_SHARED_ASSET_QUALITY).toBeGreaterThan(BROTLI_PAGE_QUALITY);
    expect(GZIP_SHARED_ASSET_LEVEL).toBeGreaterThan(GZIP_PAGE_LEVEL);
  });
});
