import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translationStatuses } from './translation-status';

const root = mkdtempSync(join(tmpdir(), 'translation-status-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function commit(files: Record<string, string>, seconds: number) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const date = `${seconds} +0000`;
  execFileSync('git', ['add', '-A'], { cwd: root });
  execFileSync('git', ['-c', 'user.email=w@example.org', '-c', 'user.name=writer', 'commit', '-qm', 'docs'], { cwd: root, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
}

describe('npm run docs:translation-status', () => {
  it('reads from the history which translations are older than their English doc', () => {
    execFileSync('git', ['init', '-q'], { cwd: root });
    commit({ 'content/docs/introduction.mdx': 'en', 'content/docs/loginScreen.mdx': 'en', 'content/docs/settings/users.mdx': 'en' }, 1_700_000_000);
    commit({ 'content/i18n/es/docs/introduction.mdx': 'es', 'content/i18n/es/docs/loginScreen.mdx': 'es' }, 1_700_000_100);
    commit({ 'content/docs/loginScreen.mdx': 'en, corrected' }, 1_700_000_200);
    expect(translationStatuses(root)).toEqual([
      { locale: 'es', upToDate: ['introduction.mdx'], outOfDate: ['loginScreen.mdx'], missing: ['settings/users.mdx'], orphaned: [] },
    ]);
    // A translation being written, not committed yet, counts as newer than its source.
    mkdirSync(join(root, 'content/i18n/es/docs/settings'), { recursive: true });
    writeFileSync(join(root, 'content/i18n/es/docs/settings/users.mdx'), 'es');
    expect(translationStatuses(root)[0]).toMatchObject({ upToDate: ['introduction.mdx', 'settings/users.mdx'], missing: [] });
  });
});
