import { describe, expect, it } from 'vitest';
import { docRedirects, redirectProblems, type DocWithOldIds } from './doc-redirects';

const users: DocWithOldIds = { path: 'content/docs/settings/users.mdx', docId: 'settings/users', title: 'Users and roles', redirectFrom: ['settings/oldUsers', 'accounts'] };
const logs: DocWithOldIds = { path: 'content/docs/settings/logs.mdx', docId: 'settings/logs', title: 'Logs' };
const intro: DocWithOldIds = { path: 'content/docs/introduction.mdx', docId: 'introduction', title: 'Introduction' };

describe('the redirects the docs ask for', () => {
  it('leads each old address to the page of the doc that lists it, sorted by old address', () => {
    expect(docRedirects([logs, users])).toEqual([
      { from: '/docs/accounts/', to: '/docs/settings/users/', title: 'Users and roles' },
      { from: '/docs/settings/oldUsers/', to: '/docs/settings/users/', title: 'Users and roles' },
    ]);
  });
});

describe('old ids the content check refuses', () => {
  it('accepts old ids no doc holds and no other doc claims', () => {
    expect(redirectProblems([users, logs, intro])).toEqual([]);
  });

  it('refuses an old id that is still a live doc’s, naming both files', () => {
    expect(redirectProblems([{ ...users, redirectFrom: ['settings/logs'] }, logs])).toEqual([
      'content/docs/settings/users.mdx: field "redirect_from" lists "settings/logs", but that is still the id of content/docs/settings/logs.mdx (/docs/settings/logs/). Remove it from the list, or move or delete that doc first.',
    ]);
  });

  it('refuses the main doc’s id, whose page is /docs/, and a doc’s own id', () => {
    expect(redirectProblems([{ ...users, redirectFrom: ['introduction', 'settings/users'] }, intro])).toEqual([
      'content/docs/settings/users.mdx: field "redirect_from" lists "introduction", but that is still the id of content/docs/introduction.mdx (/docs/). Remove it from the list, or move or delete that doc first.',
      'content/docs/settings/users.mdx: field "redirect_from" lists "settings/users", which is this doc\'s own id. Remove it from the list.',
    ]);
  });

  it('refuses an old id two docs claim, naming both', () => {
    expect(redirectProblems([users, { ...logs, redirectFrom: ['settings/oldUsers'] }])).toEqual([
      'content/docs/settings/logs.mdx and content/docs/settings/users.mdx all list the old address /docs/settings/oldUsers/ in field "redirect_from": an old address can lead to one page only. Keep it in one of them.',
    ]);
  });
});

describe("a cut version's moved docs", () => {
  it('lead on inside their version', () => {
    expect(docRedirects([{ path: 'content/versions/2.11/docs/settings/users.mdx', docId: 'settings/users', title: 'Users', redirectFrom: ['settings/oldUsers'] }], '/docs/2.11')).toEqual([
      { from: '/docs/2.11/settings/oldUsers/', to: '/docs/2.11/settings/users/', title: 'Users' },
    ]);
  });
});
