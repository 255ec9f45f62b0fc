/**
 * Queries no page of the manual answers: search must find nothing for them and say so ("No results
 * found for", with suggestions). search-relevance.test.ts checks every one; `npm run bench` prints the
 * figure. Topics the manual will not grow into (an X-ray system's manual does not cover vaccines or
 * pizza); when a new page does cover one, move the query to the staff questions. A real word one typo
 * from a word of the manual is read as that word, as a typo must be (chunked/typos.ts): "recipe" finds
 * "recipient", so it is not listed here.
 */
export interface UnanswerableQuery {
  kind: 'nonsense' | 'unused word' | 'too many typos';
  query: string;
}

export const UNANSWERABLE_TARGET = 1;

const of = (kind: UnanswerableQuery['kind'], queries: string[]) => queries.map((query) => ({ kind, query }));

export const unanswerableQueries: UnanswerableQuery[] = [
  // Keys struck at random, and strings no language has
  ...of('nonsense', ['asdfgh', 'zzqxjvvk', 'qwerty', 'jkjkjk', 'xyzzy', 'hjkl', 'qqqq', 'asdf jkl', 'zxcvbnm', 'pqpqpq wxwx', 'lorem ipsum dolor', 'fghfgh', 'vbnvbn', 'kkkkkkkk', 'ywxq']),
  // Real words a clinic might type, about what the manual of an X-ray system does not cover
  ...of('unused word', [
    'pizza',
    'kangaroo',
    'football',
    'vaccination schedule',
    'rabies vaccine',
    'flea treatment',
    'heartworm',
    'microchip',
    'spay',
    'grooming',
    'boarding kennel',
    'payroll',
    'holiday rota',
    'euthanasia',
    'insurance claim',
    'prescription',
    'pharmacy',
    'stethoscope',
    'thermometer',
    'parasite',
    'worming tablets',
    'allergy',
    'vomiting',
    'diarrhoea',
    'tumour',
    'bandage',
    'suture',
    'wifi',
    'coffee',
    'birthday',
    'weather',
    'music',
    'mortgage',
    'bitcoin',
    'cinema',
    'umbrella',
    'vacation',
    'salary',
    'ultrasound',
    'ferret',
    'hamster',
    'budgie',
    'chinchilla',
    'sandwich',
    'refund',
    'voucher',
    'ambulance',
    'horoscope',
    'lottery',
  ]),
  // Words of the manual with more typos than their length allows (typos.ts)
  ...of('too many typos', ['wrklsst', 'clbrtn', 'dtctr', 'bakcpu', 'ptnt rcrd', 'rstre', 'wrkist', 'calbrtaion', 'detcetro', 'bkup']),
];
