/**
 * `npm run docs:translation-status`: per locale (content/i18n/<locale>/docs/), the docs translated, out of
 * date (their English source committed since) and missing, from the repository's history.
 * `-- --summary` prints one line per locale, as the build does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../src/lib/facts/source';
import { statusLine, translationStatus, type TranslationStatus } from '../src/lib/translation-status';
import { runAsMain } from './lib/cli';

import { I18N_DIR as TRANSLATIONS_DIR } from '../src/config/locales';

/** The time (seconds) of the last commit that touched each file under `dirs`; files never committed are absent. */
function lastCommitTimes(root: string, dirs: string[]): Map<string, number> {
  const times = new Map<string, number>();
  try {
    const log = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--', ...dirs], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    let time = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) time = Number(line.slice(1));
      else if (line && !times.has(line)) times.set(line, time);
    }
  } catch {
    // No history: every translation counts as up to date.
  }
  return times;
}

/** Each locale's status, from the docs on disk and the repository's history. */
export function translationStatuses(root = process.cwd()): TranslationStatus[] {
  const localesDir = join(root, TRANSLATIONS_DIR);
  if (!existsSync(localesDir)) return [];
  const locales = readdirSync(localesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const times = lastCommitTimes(root, ['content/docs', TRANSLATIONS_DIR]);
  const docsOf = (dir: string) => new Map(filesUnder(root, dir).filter((f) => f.endsWith('.mdx')).map((f) => [f.slice(dir.length + 1), times.get(f) ?? 0]));
  const english = docsOf('content/docs');
  return locales.map((locale) => translationStatus(locale, english, docsOf(`${TRANSLATIONS_DIR}/${locale}/docs`)));
}

void runAsMain(import.meta.url, () => {
  const summary = process.argv.includes('--summary');
  const statuses = translationStatuses();
  if (statuses.length === 0) console.log(`No translations: ${TRANSLATIONS_DIR}/ holds no locale.`);
  for (const status of statuses) {
    console.log(statusLine(status));
    if (summary) continue;
    const list = (title: string, paths: string[]) => paths.length > 0 && console.log(`  ${title}:\n${paths.map((p) => `    ${p}`).join('\n')}`);
    list('out of date (the English doc changed since it was translated)', status.outOfDate);
    list('without an English doc (moved or deleted since)', status.orphaned);
    list('missing', status.missing);
  }
});
