import { describe, expect, it } from 'vitest';
import { resolveDocLink } from './links';

describe('links between docs', () => {
  it('resolves absolute doc links to the page under /docs/ with a trailing slash', () => {
    expect(resolveDocLink('/docs/settings/DICOM/worklist', 'introduction', false)).toEqual({
      docId: 'settings/DICOM/worklist',
      anchor: '',
      href: '/docs/settings/DICOM/worklist/',
    });
  });

  it('keeps the anchor', () => {
    expect(resolveDocLink('/docs/resources/releaseNotes#version-2120', 'x', false)?.href).toBe('/docs/resources/releaseNotes/#version-2120');
  });

  it('resolves relative links from the file’s folder, with or without .mdx', () => {
    expect(resolveDocLink('./storage.mdx', 'settings/DICOM/worklist', false)?.docId).toBe('settings/DICOM/storage');
    expect(resolveDocLink('../users', 'settings/DICOM/worklist', false)?.docId).toBe('settings/users');
    expect(resolveDocLink('./hd/index.mdx', 'settings/calibration', true)?.docId).toBe('settings/calibration/hd');
    expect(resolveDocLink('selfTestHistory.mdx', 'settings/calibration/fusion', true)?.docId).toBe(
      'settings/calibration/fusion/selfTestHistory',
    );
  });

  it('sends the introduction and /docs to /docs/', () => {
    expect(resolveDocLink('/docs/introduction', 'x', false)?.href).toBe('/docs/');
    expect(resolveDocLink('/docs', 'x', false)?.href).toBe('/docs/');
  });

  it('leaves external links, mail, assets and same-page anchors alone', () => {
    for (const href of ['https://example.org', 'mailto:a@b.c', '/img/docs/a.svg', '#fields', '//cdn.example.org/x']) {
      expect(resolveDocLink(href, 'x', false)).toBeNull();
    }
  });
});
