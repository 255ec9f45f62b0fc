import { describe, expect, it } from 'vitest';
import { contentTypeFor, isSandboxedFile } from './http-headers';

describe('content types the site says outright', () => {
  it('serves each doc’s Markdown as UTF-8 Markdown and the llms files as UTF-8 text, both as sandboxed files', () => {
    expect(contentTypeFor('/docs/settings/DICOM/worklist.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('/docs.md?x=1')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(isSandboxedFile('/docs/settings/DICOM/worklist.md')).toBe(true);
    expect(isSandboxedFile('/llms.txt')).toBe(true);
  });

  it('leaves pages, scripts and everything else to the server', () => {
    for (const path of ['/docs/', '/docs/users/index.html', '/_next/static/chunks/a.js', '/img/docs/a.svg', '/constructor']) expect(contentTypeFor(path)).toBeUndefined();
  });
});
