import { describe, expect, it } from 'vitest';
import { navLinks } from '@/components/layout/nav-links';
import { checkConfigLinks, checkNavItems } from './config-links';

const docIds = new Set(['introduction', 'settings/users', 'settings/system/update']);

describe('navbar items that cannot render: a configuration error naming the item', () => {
  it('accepts the site’s navbar', () => {
    expect(checkNavItems(navLinks, docIds)).toEqual([]);
  });

  it('names an item without a label by its position', () => {
    expect(checkNavItems([{ label: '', href: '/docs/', external: false }], docIds)).toEqual([
      'src/components/layout/nav-links.ts: navbar item 1 cannot render: field "label" should be some text, but found empty text.',
    ]);
  });

  it('names the item whose field is missing or of the wrong kind', () => {
    const [problem] = checkNavItems([{ label: 'Docs', href: '/docs/', external: 'no' }], docIds);
    expect(problem).toBe('src/components/layout/nav-links.ts: navbar item "Docs" (item 1) cannot render: field "external" should be true or false, but found the text "no".');
    expect(checkNavItems([{ label: 'Help', external: true }], docIds)).toEqual([
      'src/components/layout/nav-links.ts: navbar item "Help" (item 1) cannot render: field "href" is required but missing; expected text.',
    ]);
  });

  it('rejects an unknown field, a relative external link and an internal link without a leading slash', () => {
    expect(checkNavItems([{ label: 'Docs', href: '/docs/', external: false, to: '/x' }], docIds)[0]).toMatch(
      /navbar item "Docs" \(item 1\) cannot render: field "to" is not a known field .*Known fields: label, href, external/,
    );
    expect(checkNavItems([{ label: 'Help', href: 'help.example.org', external: true }], docIds)).toEqual([
      'src/components/layout/nav-links.ts: navbar item "Help" (item 1) cannot render: field "href" should be an absolute http(s) address (the item is external), but found the text "help.example.org".',
    ]);
    expect(checkNavItems([{ label: 'Docs', href: 'docs/', external: false }], docIds)[0]).toMatch(/"Docs" \(item 1\) cannot render: field "href" should be a site path starting with "\/"/);
  });

  it('names a navbar item that links to a doc id that does not exist', () => {
    expect(checkNavItems([{ label: 'Users', href: '/docs/settings/user/', external: false }], docIds)).toEqual([
      'src/components/layout/nav-links.ts: navbar item "Users" (item 1) links to the doc id "settings/user" (/docs/settings/user/), which does not exist: add content/docs/settings/user.mdx or fix the link.',
    ]);
  });
});

describe('configured links to a missing doc id: a developer error naming it', () => {
  it('accepts links to existing docs, with anchors, and links outside /docs/', () => {
    expect(
      checkConfigLinks(
        [
          { where: 'announcement', href: '/docs/settings/system/update' },
          { where: 'home', href: '/docs/settings/users/#roles' },
          { where: 'home', href: '/docs/' },
          { where: 'home', href: '/search/' },
        ],
        docIds,
      ),
    ).toEqual([]);
  });

  it('names the link and the missing doc id', () => {
    expect(checkConfigLinks([{ where: 'src/config/site.ts: announcement', href: '/docs/settings/system/upgrade' }], docIds)).toEqual([
      'src/config/site.ts: announcement links to the doc id "settings/system/upgrade" (/docs/settings/system/upgrade), which does not exist: add content/docs/settings/system/upgrade.mdx or fix the link.',
    ]);
  });
});
