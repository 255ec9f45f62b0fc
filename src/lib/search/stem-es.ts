/**
 * Snowball's Spanish stemmer (snowballstem.org/algorithms/spanish, with its rules for "-acion" and
 * "-ucion"), applied to the word with its accents taken off, so that a word typed without them has
 * the stem of the word as written: the suffixes below are Snowball's, unaccented. One rule is added:
 * a plural in "-enes" loses "-enes" (in RV), so "imágenes" meets "imagen" and "exámenes" "examen".
 */

/** The word with its accents and diaeresis taken off; "ñ" stays a letter of its own. */
export function foldAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark, at: number, text: string) => (mark === '\u0303' && text[at - 1] === 'n' ? mark : ''))
    .normalize('NFC');
}

const isVowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);

/** Where RV, R1 and R2 start (Snowball's definitions). */
function regions(w: string): { rv: number; r1: number; r2: number } {
  const n = w.length;
  const after = (from: number, vowel: boolean) => {
    for (let i = from; i < n; i++) if (isVowel(w[i]) === vowel) return i + 1;
    return n;
  };
  let rv = n;
  if (n >= 2) {
    if (isVowel(w[0])) rv = isVowel(w[1]) ? after(2, false) : after(2, true);
    else rv = isVowel(w[1]) ? Math.min(3, n) : after(2, true);
  }
  // R1: after the first non-vowel that follows a vowel; R2: the same again from R1.
  const next = (from: number) => {
    for (let i = from + 1; i < n; i++) if (isVowel(w[i - 1]) && !isVowel(w[i])) return i + 1;
    return n;
  };
  const r1 = next(0);
  return { rv, r1, r2: r1 >= n ? n : next(r1) };
}

const list = (words: string) => words.split(' ');

/** The longest of `suffixes` that `w` ends with, starting at or after `from`. */
function longest(w: string, suffixes: string[], from = 0): string | undefined {
  let found: string | undefined;
  for (const s of suffixes) if (w.endsWith(s) && w.length - s.length >= from && (!found || s.length > found.length)) found = s;
  return found;
}

const PRONOUNS = list('me se sela selo selas selos la le lo las les los nos');
const BEFORE_PRONOUN = list('iendo ando ar er ir yendo');

type Regions = ReturnType<typeof regions>;

/** Step 1: Snowball's standard suffixes, each group with what it does (the stem, or undefined when its region rule fails). */
const STANDARD: [string[], (w: string, start: number, r: Regions) => string | undefined][] = [
  [
    list('anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento imientos'),
    (w, start, r) => (start >= r.r2 ? w.slice(0, start) : undefined),
  ],
  [
    list('adora ador acion adoras adores aciones ante antes ancia ancias'),
    (w, start, r) => {
      if (start < r.r2) return undefined;
      const s = w.slice(0, start);
      return s.endsWith('ic') && start - 2 >= r.r2 ? s.slice(0, -2) : s;
    },
  ],
  [list('logia logias'), (w, start, r) => (start >= r.r2 ? `${w.slice(0, start)}log` : undefined)],
  [list('ucion uciones'), (w, start, r) => (start >= r.r2 ? `${w.slice(0, start)}u` : undefined)],
  [list('encia encias'), (w, start, r) => (start >= r.r2 ? `${w.slice(0, start)}ente` : undefined)],
  [
    ['amente'],
    (w, start, r) => {
      if (start < r.r1) return undefined;
      let s = w.slice(0, start);
      const more = longest(s, list('iv os ic ad'));
      if (more && s.length - more.length >= r.r2) {
        s = s.slice(0, -more.length);
        if (more === 'iv' && s.endsWith('at') && s.length - 2 >= r.r2) s = s.slice(0, -2);
      }
      return s;
    },
  ],
  [
    ['mente'],
    (w, start, r) => {
      if (start < r.r2) return undefined;
      const s = w.slice(0, start);
      const more = longest(s, list('ante able ible'));
      return more && s.length - more.length >= r.r2 ? s.slice(0, -more.length) : s;
    },
  ],
  [
    list('idad idades'),
    (w, start, r) => {
      if (start < r.r2) return undefined;
      const s = w.slice(0, start);
      const more = longest(s, list('abil ic iv'));
      return more && s.length - more.length >= r.r2 ? s.slice(0, -more.length) : s;
    },
  ],
  [
    list('iva ivo ivas ivos'),
    (w, start, r) => {
      if (start < r.r2) return undefined;
      const s = w.slice(0, start);
      return s.endsWith('at') && s.length - 2 >= r.r2 ? s.slice(0, -2) : s;
    },
  ],
];
const STANDARD_SUFFIXES = STANDARD.flatMap(([suffixes]) => suffixes);

const Y_VERB = list('ya ye yan yen yeron yendo yo yas yes yais yamos');
/** Verb endings after which a "u" that follows "g" goes too. */
const VERB_GU = list('en es eis emos');
const VERB = list(
  'arian arias aran aras ariais aria areis ariamos aremos ara are ' +
    'erian erias eran eras eriais eria ereis eriamos eremos era ere ' +
    'irian irias iran iras iriais iria ireis iriamos iremos ira ire ' +
    'aba ada ida ia iera ad ed id ase iese aste iste an aban ian ieran asen iesen aron ieron ado ' +
    'ido ando iendo io ar er ir as abas adas idas ias ieras ases ieses is ais abais iais arais ' +
    'ierais aseis ieseis asteis isteis ados idos amos abamos iamos imos aramos ieramos iesemos asemos',
);
/** Not Snowball's: a plural in "-enes" ("imágenes", "exámenes") meets its singular, whose "-en" step 2b takes. */
const PLURAL_ENES = 'enes';
const VERB_ALL = [...VERB_GU, ...VERB, PLURAL_ENES];
/** Step 3: Snowball's residual vowels ("í" counts as "i" here). */
const RESIDUAL = list('os a o i e');

function standardSuffix(w: string, r: Regions): string | undefined {
  const suffix = longest(w, STANDARD_SUFFIXES);
  if (!suffix) return undefined;
  const [, step] = STANDARD.find(([suffixes]) => suffixes.includes(suffix)) as (typeof STANDARD)[number];
  return step(w, w.length - suffix.length, r);
}

function yVerbSuffix(w: string, r: Regions): string | undefined {
  const suffix = longest(w, Y_VERB, r.rv);
  if (!suffix) return undefined;
  const start = w.length - suffix.length;
  return w[start - 1] === 'u' ? w.slice(0, start) : undefined;
}

function verbSuffix(w: string, r: Regions): string | undefined {
  const suffix = longest(w, VERB_ALL, r.rv);
  if (!suffix) return undefined;
  const start = w.length - suffix.length;
  const gu = VERB_GU.includes(suffix) && w.slice(0, start).endsWith('gu');
  return w.slice(0, gu ? start - 1 : start);
}

/** The stem of one lowercased Spanish word, without accents. */
export function stemSpanish(word: string): string {
  let w = foldAccents(word);
  const r = regions(w);
  // Step 0: an attached pronoun after a gerund or infinitive.
  const pronoun = longest(w, PRONOUNS);
  if (pronoun) {
    const before = w.slice(0, -pronoun.length);
    const ending = longest(before, BEFORE_PRONOUN);
    if (ending && before.length - ending.length >= r.rv && (ending !== 'yendo' || before.slice(0, -ending.length).endsWith('u'))) w = before;
  }
  // Steps 1, 2a, 2b: the first that removes something.
  w = standardSuffix(w, r) ?? yVerbSuffix(w, r) ?? verbSuffix(w, r) ?? w;
  // Step 3: a residual vowel in RV.
  const residual = longest(w, RESIDUAL);
  if (residual && w.length - residual.length >= r.rv) {
    w = w.slice(0, -residual.length);
    if (residual === 'e' && w.endsWith('gu') && w.length - 1 >= r.rv) w = w.slice(0, -1);
  }
  return w;
}
