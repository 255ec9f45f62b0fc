import { describe, expect, it } from 'vitest';
import { analysisFor, english } from './analyze';
import { spanish, STOP_WORDS_ES } from './analyze-es';

describe('how search reads Spanish', () => {
  const { stemOf, termsOf, headingTerm } = spanish;

  it('brings Spanish word forms to one stem', () => {
    expect(new Set(['calibración', 'calibrar', 'calibrado', 'calibraciones', 'calibro'].map(stemOf)).size).toBe(1);
    expect(stemOf('imágenes')).toBe(stemOf('imagen'));
    expect(stemOf('pacientes')).toBe(stemOf('paciente'));
  });

  it('does not let accents decide: a word typed without them reads as the word written with them', () => {
    expect(stemOf('calibracion')).toBe(stemOf('calibración'));
    expect(stemOf('imagenes')).toBe(stemOf('imágenes'));
    expect(termsOf('¿Cómo calibro el detector?')).toEqual(termsOf('como calibro el detector'));
    expect(headingTerm('Cuándo recalibrar')).toBe(headingTerm('cuando recalibrar'));
  });

  it('drops the Spanish words that do not decide a match, with or without accents, and keeps numbers as they are', () => {
    expect(termsOf('¿Cómo envío las imágenes al PACS por el puerto 104?')).toEqual([stemOf('envío'), stemOf('imágenes'), stemOf('pacs'), stemOf('puerto'), '104']);
    expect(termsOf('¿Qué es? ¿Dónde está? ¿Cuándo? Más')).toEqual([]);
    expect([...STOP_WORDS_ES].every((w) => w === w.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(true);
  });

  it('is the analysis of a Spanish index, and English stays as it was', async () => {
    expect(await analysisFor('es')).toBe(spanish);
    expect(await analysisFor('en')).toBe(english);
    expect(english.stemOf('calibration')).toBe(english.stemOf('calibrating'));
    expect(english.termsOf('¿Cómo calibro el detector?')).toEqual(['cómo', english.stemOf('calibro'), 'el', english.stemOf('detector')]);
    await expect(analysisFor('fr')).rejects.toThrow('The search cannot read "fr"');
  });
});
