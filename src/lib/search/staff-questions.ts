/** How well search answers the staff questions: the share with an answer in the top three, and the misses. */
import { searchFacetFilters } from '../../config/search';
import type { StaffQuestion } from './__fixtures__/staff-questions';
import type { SearchClient } from './types';

export interface QuestionOutcome {
  question: StaffQuestion;
  /** Doc ids of the first three distinct pages found. */
  top: string[];
  answered: boolean;
}

const docIdOf = (url: string) => url.replace(/#.*$/, '').replace(/^.*?\/docs\/?/, '').replace(/\/$/, '') || 'introduction';

export async function askStaffQuestions(client: SearchClient, questions: StaffQuestion[]): Promise<QuestionOutcome[]> {
  const outcomes: QuestionOutcome[] = [];
  for (const question of questions) {
    const { results } = await client.search({
      requests: [{ indexName: 'docs', query: question.question, facetFilters: searchFacetFilters, hitsPerPage: 20 }],
    });
    const top: string[] = [];
    for (const hit of results[0]?.hits ?? []) {
      const id = docIdOf(hit.url);
      if (!top.includes(id)) top.push(id);
      if (top.length === 3) break;
    }
    outcomes.push({ question, top, answered: top.some((id) => question.answers.includes(id)) });
  }
  return outcomes;
}
