/**
 * Search knows the product facts: an on-screen message typed exactly as it reads finds its
 * troubleshooting entry first, and a setting's name finds its definition, on the page of its screen, first.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES_DOC_ID } from '../../config/facts';
import { searchFacetFilters } from '../../config/search';
import { messageAnchor, settingAnchor } from '../facts/render';
import { currentFacts } from '../facts/source';
import { contentSearchIndex } from './__fixtures__/content-docs';
import { memoryIndexSource } from './chunked/source';
import { createLocalClient } from './local-client';

let made: ReturnType<typeof createLocalClient> | undefined;
const client = () => (made ??= createLocalClient(memoryIndexSource(contentSearchIndex().files)));

async function firstHit(query: string): Promise<string> {
  const { results } = await client().search({ requests: [{ indexName: 'docs', query, facetFilters: searchFacetFilters, hitsPerPage: 5 }] });
  return results[0]?.hits[0]?.url ?? '(nothing)';
}

describe('search knows the product facts', () => {
  it('finds the troubleshooting entry of an on-screen message typed as it reads', { timeout: 180_000 }, async () => {
    const facts = currentFacts();
    const wrong: string[] = [];
    for (const { message } of facts.messages.values()) {
      // Two screens may show the same words: either entry answers.
      const entries = [...facts.messages].filter(([, m]) => m.message.text === message.text).map(([id]) => `/${MESSAGES_DOC_ID}/#${messageAnchor(id)}`);
      const url = await firstHit(message.text);
      if (!entries.some((e) => url.endsWith(e))) wrong.push(`"${message.text}" -> ${url}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds a setting’s definition first by its name', { timeout: 180_000 }, async () => {
    const facts = currentFacts();
    const wrong: string[] = [];
    for (const { setting, screen } of facts.settings.values()) {
      const same = [...facts.settings.values()].filter((s) => s.setting.name.toLowerCase() === setting.name.toLowerCase());
      const url = await firstHit(setting.name);
      if (!same.some((s) => url.endsWith(`/docs/${s.screen.doc}/#${settingAnchor(s.setting.id)}`))) wrong.push(`"${setting.name}" -> ${url} (home: ${screen.doc})`);
    }
    expect(wrong).toEqual([]);
  });
});
