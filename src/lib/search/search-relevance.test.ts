/**
 * Search measured both ways, over the real docs and synonym list: the staff questions find an answer in
 * the top three pages (recall, at least 95%), and the queries no page answers find nothing (precision),
 * through the built-in index and through the hosted service's client (answered by the QA mocks).
 */
import { liteClient } from 'algoliasearch/lite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHandlers } from '../../mocks/search-handlers';
import { contentSearchIndex } from './__fixtures__/content-docs';
import { staffQuestions, STAFF_QUESTIONS_TARGET } from './__fixtures__/staff-questions';
import { unanswerableQueries } from './__fixtures__/unanswerable-queries';
import { memoryIndexSource } from './chunked/source';
import { createLocalClient } from './local-client';
import { fromAlgolia } from './algolia-client';
import { withSafeHighlights } from './safe-client';
import { askStaffQuestions } from './staff-questions';
import type { SearchClient } from './types';
import { askUnanswerable } from './unanswerable';

const files = contentSearchIndex().files;
const backends: [string, () => SearchClient][] = [
  ['the built-in index', () => withSafeHighlights(createLocalClient(memoryIndexSource(files)))],
  ['the hosted service', () => withSafeHighlights(fromAlgolia(liteClient('TESTAPP', 'search-key')))],
];

const server = setupServer(...searchHandlers({ scenario: 'results', index: () => memoryIndexSource(files) }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe.each(backends)('search through %s', (_, client) => {
  it(`answers at least ${STAFF_QUESTIONS_TARGET * 100}% of ${staffQuestions.length} staff questions in the top three`, { timeout: 60_000 }, async () => {
    expect(staffQuestions.length).toBeGreaterThanOrEqual(40);
    const outcomes = await askStaffQuestions(client(), staffQuestions);
    const missed = outcomes.filter((o) => !o.answered).map((o) => `${o.question.question} -> ${o.top.join(', ') || 'nothing'}`);
    expect(outcomes.length - missed.length, `missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(Math.ceil(STAFF_QUESTIONS_TARGET * outcomes.length));
  });

  it(`finds nothing for ${unanswerableQueries.length} queries no page answers`, { timeout: 60_000 }, async () => {
    expect(unanswerableQueries.length).toBeGreaterThanOrEqual(60);
    expect(unanswerableQueries.filter((q) => q.kind === 'unused word').length).toBeGreaterThan(unanswerableQueries.length / 2);
    const outcomes = await askUnanswerable(client(), unanswerableQueries);
    const found = outcomes.filter((o) => o.nbHits > 0).map((o) => `${o.query.query} -> ${o.nbHits} hits, first ${o.first}`);
    expect(found, 'queries that found something').toEqual([]);
  });
});
