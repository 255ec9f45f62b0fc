/**
 * Natural questions find their doc: over the real docs and synonym list, the built-in search puts an
 * answer in the top three pages for at least 95% of the staff questions.
 */
import { describe, expect, it } from 'vitest';
import { contentSearchIndex } from './__fixtures__/content-docs';
import { staffQuestions, STAFF_QUESTIONS_TARGET } from './__fixtures__/staff-questions';
import { memoryIndexSource } from './chunked/source';
import { createLocalClient } from './local-client';
import { askStaffQuestions } from './staff-questions';

describe('search finds what clinic staff type', () => {
  it(`answers at least ${STAFF_QUESTIONS_TARGET * 100}% of ${staffQuestions.length} staff questions in the top three`, { timeout: 60_000 }, async () => {
    expect(staffQuestions.length).toBeGreaterThanOrEqual(40);
    const outcomes = await askStaffQuestions(createLocalClient(memoryIndexSource(contentSearchIndex().files)), staffQuestions);
    const missed = outcomes.filter((o) => !o.answered).map((o) => `${o.question.question} -> ${o.top.join(', ') || 'nothing'}`);
    expect(outcomes.length - missed.length, `missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(Math.ceil(STAFF_QUESTIONS_TARGET * outcomes.length));
  });
});
