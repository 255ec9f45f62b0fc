import { describe, expect, it } from 'vitest';
import { docsVersions } from '../config/versions';
import { preferredDocsHref, versionMenu } from './version-menu';

const cut = docsVersions(['2.12', '2.11']);

describe('the version menu', () => {
  it('is the one version of a site with no version cut, leading to /docs/', () => {
    const { current, items } = versionMenu(docsVersions([]), '/docs/settings/users/', ['current'], null);
    expect(current.label).toBe('Next');
    expect(items).toEqual([{ key: 'current', label: 'Next', href: '/docs/settings/users/', active: true }]);
  });

  it('marks the version of the page and leads to the same doc in every version that has it', () => {
    const { current, items } = versionMenu(cut, '/docs/2.11/settings/users/', ['current', '2.11'], null);
    expect(current.name).toBe('2.11');
    expect(items.map((i) => [i.label, i.href, i.active])).toEqual([
      ['Next', '/docs/next/settings/users/', false],
      ['2.12', '/docs/', false],
      ['2.11', '/docs/2.11/settings/users/', true],
    ]);
  });

  it('reads /docs/… as the latest version and /docs/next/… as Next', () => {
    expect(versionMenu(cut, '/docs/settings/users/', null, null).current.name).toBe('2.12');
    expect(versionMenu(cut, '/docs/next/', null, null).current.name).toBe('current');
  });

  it('shows the preferred version on pages without a version of their own', () => {
    const { current, items } = versionMenu(cut, '/search/', null, '2.11');
    expect(current.name).toBe('2.11');
    expect(items.map((i) => i.href)).toEqual(['/docs/next/', '/docs/', '/docs/2.11/']);
    expect(versionMenu(cut, '/', null, 'no-such-version').current.name).toBe('2.12');
  });

  it('sends the navbar Docs link to the preferred version', () => {
    expect(preferredDocsHref(cut, '2.11')).toBe('/docs/2.11/');
    expect(preferredDocsHref(cut, 'current')).toBe('/docs/next/');
    expect(preferredDocsHref(cut, null)).toBe('/docs/');
  });
});
