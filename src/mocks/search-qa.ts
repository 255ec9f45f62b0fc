/**
 * QA mode for search (npm run qa -- --search=<scenario>): the hosted endpoints are answered by the
 * mock service worker with the chosen scenario. `?search-scenario=<name>` in the address switches
 * scenario for the rest of the browser tab.
 */
import { SEARCH_QA_SCENARIO_FILE, searchIndexUrl } from '../config/search';
import { withBasePath } from '../config/site';
import { createIndexSource } from '../lib/search/chunked/source';
import { startMockWorker } from './browser';
import { isSearchScenario, searchHandlers, type SearchScenario } from './search-handlers';

const STORAGE_KEY = 'fusiondr.qa.search-scenario';

async function chosenScenario(): Promise<SearchScenario> {
  const fromUrl = new URLSearchParams(window.location.search).get('search-scenario');
  if (isSearchScenario(fromUrl)) {
    sessionStorage.setItem(STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const fromTab = sessionStorage.getItem(STORAGE_KEY);
  if (isSearchScenario(fromTab)) return fromTab;
  try {
    const file = (await (await fetch(withBasePath(SEARCH_QA_SCENARIO_FILE))).json()) as { search?: unknown };
    if (isSearchScenario(file.search)) return file.search;
  } catch {
    // No scenario file: answer with results.
  }
  return 'results';
}

let started: Promise<void> | null = null;

export function startSearchQaMocks(): Promise<void> {
  started ??= chosenScenario().then(async (scenario) => {
    await startMockWorker(
      searchHandlers({ scenario, origin: window.location.origin, index: () => createIndexSource(searchIndexUrl, 10_000) }),
    );
    console.info(`QA mode: the hosted search answers with the "${scenario}" scenario.`);
  });
  return started;
}
