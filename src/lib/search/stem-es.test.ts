import { describe, expect, it } from 'vitest';
import { foldAccents, stemSpanish } from './stem-es';

/** Word and stem from Snowball's own Spanish sample vocabulary (snowball-data, spanish/voc.txt and output.txt). */
const snowballSample: [string, string][] = [
  ['abandonó', 'abandon'],
  ['abandonarlo', 'abandon'],
  ['abiertamente', 'abiert'],
  ['acción', 'accion'],
  ['aceptación', 'acept'],
  ['aceptarían', 'acept'],
  ['acercándose', 'acerc'],
  ['acompañaría', 'acompañ'],
  ['actividades', 'activ'],
  ['automáticamente', 'automat'],
  ['biología', 'biolog'],
  ['calibración', 'calibr'],
  ['calibrar', 'calibr'],
  ['comerá', 'com'],
  ['comunicativa', 'comunic'],
  ['configuraciones', 'configur'],
  ['consecuencia', 'consecuent'],
  ['constitucion', 'constitu'],
  ['construyendo', 'constru'],
  ['contaminación', 'contamin'],
  ['decisivo', 'decis'],
  ['destruyó', 'destru'],
  ['diferencias', 'diferent'],
  ['distinguen', 'disting'],
  ['ejecución', 'ejecu'],
  ['estabilidad', 'estabil'],
  ['evaluacion', 'evalu'],
  ['explicaciones', 'explic'],
  ['exposiciones', 'exposicion'],
  ['físicamente', 'fisic'],
  ['guardarán', 'guard'],
  ['huyeron', 'huyeron'],
  ['informativa', 'inform'],
  ['lleguen', 'lleg'],
  ['notablemente', 'notabl'],
  ['productividad', 'product'],
  ['relativamente', 'relat'],
  ['rápidamente', 'rapid'],
  ['siguen', 'sig'],
  ['tecnologías', 'tecnolog'],
  ['verlos', 'verl'],
  ['vivirá', 'viv'],
];

describe("Snowball's Spanish stemmer", () => {
  it.each(snowballSample)('stems %s as Snowball does: %s', (word, stem) => {
    expect(stemSpanish(word)).toBe(stem);
  });

  it('gives a word typed without its accents the stem of the word as written', () => {
    for (const [typed, written] of [
      ['calibracion', 'calibración'],
      ['imagenes', 'imágenes'],
      ['tenia', 'tenía'],
      ['radiografia', 'radiografía'],
      ['despues', 'después'],
      ['tambien', 'también'],
      ['pinguino', 'pingüino'],
    ]) {
      expect(stemSpanish(typed), typed).toBe(stemSpanish(written));
    }
  });

  it('brings a plural in -enes to its singular', () => {
    expect(stemSpanish('imágenes')).toBe(stemSpanish('imagen'));
    expect(stemSpanish('exámenes')).toBe(stemSpanish('examen'));
    expect(stemSpanish('volúmenes')).toBe(stemSpanish('volumen'));
    // Only in RV: "bienes" keeps the stem of "bien".
    expect(stemSpanish('bienes')).toBe('bien');
  });

  it('takes accents off but keeps ñ a letter of its own', () => {
    expect(foldAccents('exposición')).toBe('exposicion');
    expect(foldAccents('pingüino')).toBe('pinguino');
    expect(foldAccents('año')).toBe('año');
    expect(stemSpanish('año')).not.toBe(stemSpanish('ano'));
  });
});
