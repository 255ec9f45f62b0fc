import type { DocSearchInstance } from '@docsearch/js';
import type docsearchWithAskAi from '@docsearch/js';
import type docsearchModal from '@docsearch/js/docsearch';
import { BASE_PATH } from '@/config/site';
import { VENDOR_DIR } from '@/config/shared-assets';
import type { DocSearchBuild } from '@/config/docsearch-scripts';
import type { DocSearchOptions } from './docsearch-options';

export type CreateDocSearch = (options: DocSearchOptions) => DocSearchInstance;

/** Each build's file under /vendor/, named by its content (next.config's env, from src/config/docsearch-scripts.ts). */
const SCRIPTS = JSON.parse(process.env.DOCSEARCH_SCRIPTS ?? '{}') as Partial<Record<DocSearchBuild, string>>;

/** What each prebuilt script sets on `globalThis` (the package's UMD builds): the same function as its ESM entry's default export. */
type Loaded = { modal: typeof docsearchModal; assistant: typeof docsearchWithAskAi };

const loading = new Map<DocSearchBuild, Promise<unknown>>();

/** Runs one of DocSearch's prebuilt scripts once; a failed load is tried again next time. */
function loadBuild<B extends DocSearchBuild>(build: B): Promise<Loaded[B]> {
  let loaded = loading.get(build);
  if (!loaded) {
    loaded = new Promise<Loaded[B]>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${BASE_PATH}/${VENDOR_DIR}/${SCRIPTS[build]}`;
      script.async = true;
      script.onload = () => {
        const create = (globalThis as { docsearch?: Loaded[B] }).docsearch;
        if (typeof create === 'function') resolve(create);
        else reject(new Error(`DocSearch's script ${script.src} did not define docsearch.`));
      };
      script.onerror = () => {
        script.remove();
        loading.delete(build);
        reject(new Error(`DocSearch's script ${script.src} could not be loaded.`));
      };
      document.head.append(script);
    });
    loading.set(build, loaded);
  }
  return loaded as Promise<Loaded[B]>;
}

/**
 * DocSearch's own code, the larger part of the modal. The navbar's search button requests it beside
 * the modal's code (open-search.ts), not after it: one round trip instead of two. The build with the
 * hosted Ask AI assistant only when one is configured (the options then carry its agent, `askAi`);
 * otherwise the modal alone.
 */
export function loadDocSearch(withAssistant: boolean): Promise<CreateDocSearch> {
  if (!withAssistant) return loadBuild('modal');
  return loadBuild('assistant').then((withAskAi) => (options) => {
    if (!('askAi' in options)) throw new Error('DocSearch with Ask AI was loaded for options without an agent (askAi).');
    return withAskAi(options);
  });
}
