import { describe, expect, it } from 'vitest';
import { addressOf, buildName } from './manual-list';

describe('the whole manual’s list', () => {
  it('names a page by the address it is opened at', () => {
    expect(addressOf('docs/settings/users/index.html', '/FusionDR')).toBe('/FusionDR/docs/settings/users/');
    expect(addressOf('index.html', '/FusionDR')).toBe('/FusionDR/');
    expect(addressOf('docs/settings/users/__next._tree.txt', '/FusionDR')).toBe('/FusionDR/docs/settings/users/__next._tree.txt');
  });

  it('names the build by its files: the same files the same name, a changed file a new one', () => {
    const files = [
      { url: 'index.html', revision: '1' },
      { url: 'docs/index.html', revision: '2' },
    ];
    expect(buildName(files)).toBe(buildName([...files].reverse()));
    expect(buildName(files)).not.toBe(buildName([files[0], { url: 'docs/index.html', revision: '3' }]));
  });
});
