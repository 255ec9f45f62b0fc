import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapse';

/** The README's formula for a section h px high: round((4 + 15·(h/36)^0.25 + (h/36)/5)·10) ms. */
const readmeFormula = (h: number) => Math.round((4 + 15 * Math.pow(h / 36, 1 / 4) + h / 36 / 5) * 10);

const heights = [0, 1, 18, 36, 100, 240, 360, 720, 1000, 2400];

describe('collapse animation duration', () => {
  it('is computed from the height of the section, by the documented formula', () => {
    for (const h of heights) expect(collapseDuration(h, false), `${h} px`).toBe(readmeFormula(h));
  });

  it('takes longer for a taller section, never less than 40 ms', () => {
    const durations = heights.map((h) => collapseDuration(h, false));
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(new Set(durations).size).toBe(durations.length);
    expect(collapseDuration(0, false)).toBe(40);
    expect(collapseDuration(-5, false)).toBe(40);
  });

  it('is 1 ms at any height when the visitor prefers reduced motion', () => {
    for (const h of heights) expect(collapseDuration(h, true)).toBe(1);
  });
});
