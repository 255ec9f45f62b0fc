import { describe, expect, it } from 'vitest';
import { fixtureIndex } from './__fixtures__/docs';
import { createLocalClient } from './local-client';
import { suggestionCandidates, suggestionsFor } from './suggestions';

describe('"Try searching for" suggestions', () => {
  it('offers the words of a query that found nothing, then the usual topics', () => {
    expect(suggestionCandidates('how to calibrate zebras', ['worklist', 'zebras'])).toEqual(['calibrate', 'zebras', 'worklist']);
  });

  it('keeps only suggestions that return results', async () => {
    const client = createLocalClient(fixtureIndex());
    const suggestions = await suggestionsFor(client, { indexName: 'docs' }, 'worklist zebra', 5);
    expect(suggestions).toEqual(['worklist', 'calibration', 'backup']);
  });
});
