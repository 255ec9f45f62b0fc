/**
 * Turns a locale on, as Docusaurus's writers add one: `npm run docs:locale -- es` lists it in
 * content/locales.json (the one setting), creates content/i18n/es/docs/ for its translations, and the
 * next build serves it at /es/docs/…, every doc not yet translated shown in English with a notice.
 * A locale is turned on only once its interface strings are translated (src/config/strings/*.es.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODE, LOCALE_LABELS, LOCALES_FILE } from '../src/config/locales';
import { hasStrings } from '../src/config/strings/of-locale';
import { localesOf } from './check-content';
import { runAsMain } from './lib/cli';
import { translationStatuses } from './translation-status';

/** Turns locale `code` on in the project at `root`; returns what a writer is told, or throws with the reason. */
export function addLocale(root: string, code: string): string {
  if (!LOCALE_CODE.test(code) || !(code in LOCALE_LABELS)) {
    throw new Error(`"${code}" is not a locale the site knows: write a two-letter language code (${Object.keys(LOCALE_LABELS).filter((c) => c !== DEFAULT_LOCALE).join(', ')}).`);
  }
  if (code === DEFAULT_LOCALE) throw new Error('English is the site\'s own language: it is always on.');
  const { locales, problems } = localesOf(root);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (locales.some((l) => l.code === code)) throw new Error(`${LOCALE_LABELS[code]} (${code}) is already on (${LOCALES_FILE}).`);
  if (!hasStrings(code)) {
    throw new Error(
      `The interface has no ${LOCALE_LABELS[code]} strings yet. Translate them first: beside each src/config/strings/<name>.ts, a <name>.${code}.ts ` +
        `(copy the .es.ts files and translate every string; the type check names any missing), then list them in src/config/strings/of-locale.ts.`,
    );
  }
  const docs = join(root, 'content', 'i18n', code, 'docs');
  if (!existsSync(docs)) mkdirSync(docs, { recursive: true });
  writeFileSync(join(root, LOCALES_FILE), `${JSON.stringify([...locales.map((l) => l.code), code], null, 2)}\n`);
  const status = translationStatuses(root).find((s) => s.locale === code);
  const translated = status ? status.upToDate.length + status.outOfDate.length : 0;
  return [
    `${LOCALE_LABELS[code]} (${code}) is on: the next build serves it at /${code}/docs/.`,
    `${translated} doc${translated === 1 ? ' is' : 's are'} translated in content/i18n/${code}/docs/; every other doc is shown in English with a notice.`,
    'Translate a doc by writing it at the same path as its English file, keeping every heading. npm run docs:translation-status lists what is left.',
    `Commit ${LOCALES_FILE} and content/i18n/${code}/ together.`,
  ].join('\n');
}

void runAsMain(import.meta.url, () => {
  const code = process.argv[2];
  if (!code) {
    console.error('Name the locale to add: npm run docs:locale -- es');
    process.exit(1);
  }
  try {
    console.log(addLocale(process.cwd(), code));
  } catch (error) {
    console.error(`\n${(error as Error).message}\n\nNo locale was added.\n`);
    process.exit(1);
  }
});
