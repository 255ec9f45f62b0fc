import type { strings } from './feedback';
import type { Translation } from './translation';

/** The Spanish of every string of ./feedback.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  feedback: {
    question: '¿Le ha resultado útil esta página?',
    yes: 'Sí',
    no: 'No',
    thanks: 'Gracias por su opinión.',
  },
};
