/**
 * msw handlers standing in for the hosted DocSearch service and its Ask AI assistant, one scenario at
 * a time. The tests use them with `setupServer`, QA mode with the browser's service worker.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { searchStrings } from '../config/search';
import type { IndexSource } from '../lib/search/chunked/source';
import { answer } from '../lib/search/local-client';
import type { SearchRequest, SearchResult } from '../lib/search/types';

export const SEARCH_SCENARIOS = ['results', 'empty', 'error', 'network', 'slow'] as const;
export type SearchScenario = (typeof SEARCH_SCENARIOS)[number];

export function isSearchScenario(value: unknown): value is SearchScenario {
  return typeof value === 'string' && (SEARCH_SCENARIOS as readonly string[]).includes(value);
}

export const scenarioDescriptions: Record<SearchScenario, string> = {
  results: 'the service answers every query from the docs',
  empty: 'the service finds nothing, except for the suggested topics',
  error: 'every host answers 500 Internal Server Error',
  network: 'every host is unreachable (network error)',
  slow: 'answers arrive after a delay (see the loading state)',
};

/** The hosted endpoints: the DSN host first, then three fallback hosts (see STACK.md). */
export const HOSTED_SEARCH_URLS = ['https://*-dsn.algolia.net/1/indexes/*/queries', 'https://*.algolianet.com/1/indexes/*/queries'];
export const HOSTED_ASK_AI_URL = 'https://*.algolia.net/agent-studio/1/agents/:agentId/completions';

export interface SearchHandlerOptions {
  scenario: SearchScenario;
  /** The index the fake service searches (the built one, or a fixture). */
  index: () => IndexSource;
  /** Origin the fake service's records give their URLs (hosted records carry absolute URLs). */
  origin?: string;
  /** Delay of the slow scenario (ms); stays under the client's 2 s read timeout. */
  slowMs?: number;
  /** Text the fake assistant streams back. */
  assistantAnswer?: string;
  /** Called with every search request body, for tests that check what was asked. */
  onRequest?: (requests: SearchRequest[]) => void;
}

const emptyResult = (request: SearchRequest): SearchResult => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: request.hitsPerPage ?? 20,
  query: request.query ?? '',
  index: request.indexName,
});

/** What the hosted service would answer: Algolia's response shape, absolute URLs, raw (unescaped) highlights. */
export async function hostedAnswer(index: IndexSource, request: SearchRequest, origin: string): Promise<SearchResult> {
  const result = await answer(index, { ...request, highlightPreTag: request.highlightPreTag ?? '<em>', highlightPostTag: request.highlightPostTag ?? '</em>' });
  // The hosted service says which words it removed (queryAfterRemoval, which the built-in answer carries too), not partialMatch.
  const { partialMatch: _partial, ...rest } = result;
  return {
    ...rest,
    hits: result.hits.map(({ crumbs: _crumbs, ...hit }) => ({ ...hit, url: `${origin}${hit.url}` })),
  };
}

export const DEFAULT_ASSISTANT_ANSWER =
  'To connect the modality worklist, open **Settings › DICOM › Worklist**, turn on **Enable worklist**, enter the remote AE title, host and port, then click **Verify (C-ECHO)**. See [Worklist settings](/FusionDR/docs/settings/DICOM/worklist/).';

/** An AI SDK 5 UI message stream, as Agent Studio sends it. */
export function assistantStream(text: string): string {
  const words = text.split(/(?<= )/);
  const events = [
    { type: 'start', messageId: 'msg-qa-1' },
    { type: 'start-step' },
    { type: 'text-start', id: 'text-1' },
    ...words.map((delta) => ({ type: 'text-delta', id: 'text-1', delta })),
    { type: 'text-end', id: 'text-1' },
    { type: 'finish-step' },
    { type: 'finish' },
  ];
  return `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`;
}

export function searchHandlers(options: SearchHandlerOptions): RequestHandler[] {
  const { scenario, origin = 'https://docs.fusiondr.example', slowMs = 1200 } = options;
  let index: IndexSource | null = null;
  const getIndex = () => (index ??= options.index());

  const answerSearch = async ({ request }: { request: Request }) => {
    if (scenario === 'network') return HttpResponse.error();
    if (scenario === 'error') return HttpResponse.json({ message: 'Internal Server Error', status: 500 }, { status: 500 });
    const body = (await request.json()) as { requests?: SearchRequest[] };
    const requests = body.requests ?? [];
    options.onRequest?.(requests);
    if (scenario === 'slow') await delay(slowMs);
    const results = await Promise.all(
      requests.map((r) =>
        scenario === 'empty' && !(searchStrings.suggestedQueries as readonly string[]).includes((r.query ?? '').trim().toLowerCase()) ? emptyResult(r) : hostedAnswer(getIndex(), r, origin),
      ),
    );
    return HttpResponse.json({ results });
  };

  const ask = http.post(HOSTED_ASK_AI_URL, async () => {
    if (scenario === 'network') return HttpResponse.error();
    if (scenario === 'error') return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    if (scenario === 'slow') await delay(slowMs);
    return new HttpResponse(assistantStream(options.assistantAnswer ?? DEFAULT_ASSISTANT_ANSWER), {
      headers: { 'Content-Type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1', 'Cache-Control': 'no-cache' },
    });
  });

  return [...HOSTED_SEARCH_URLS.map((url) => http.post(url, answerSearch)), ask];
}
