import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { docSearchScriptNames } from './src/config/docsearch-scripts';
import { EnvError, pageEnv, readEnv, type Env } from './src/config/env';
import { translatedLocales } from './src/config/locales';
import { settingsFromEnv } from './src/config/site-settings';
import { settingsJson } from './src/lib/settings/site-settings';

function environment(): Env {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\nThe environment has ${error.problems.length} invalid value(s) (see README, "Configuration"):\n`);
    for (const problem of error.problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
}

/** Next's config for a phase: `next dev` (PHASE_DEVELOPMENT_SERVER) or the build. */
export default function nextConfig(phase: string): NextConfig {
  const env = environment();
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  const sourceMaps = env.SOURCE_MAPS === '1';
  // Source maps of the server's code (the stack of an error while pages are prerendered) cost a cold build
  // about 2.5 s of Next's 20, and the development server's first page half a second: kept for `npm run dev`
  // and with SOURCE_MAPS=1, not for `npm run cms` (SOURCE_MAPS=0, scripts/dev-site.ts).
  const serverSourceMaps = sourceMaps || (development && env.SOURCE_MAPS !== '0');

  return {
    output: 'export',
    // `.dev.tsx` and `.dev.ts` routes exist under `next dev` only: the print page and the search index's
    // pieces, which the build writes itself (scripts/print-page.ts, scripts/lib/search-index-files.ts), as
    // plain files rather than through Next's static generation. A `page.i18n.tsx` route exists once a
    // translated locale is on (content/locales.json): /es/docs/….
    pageExtensions: [...(development ? ['dev.tsx', 'dev.ts'] : []), ...(translatedLocales.length > 0 ? ['i18n.tsx'] : []), 'tsx', 'ts'],
    // BASE_PATH, validated: '/FusionDR' unless set ('' serves the site at the root of its host).
    basePath: env.BASE_PATH,
    trailingSlash: true,
    // The build script exports into a scratch folder and swaps it into out/ only when the build succeeded.
    distDir: env.NEXT_DIST_DIR,
    images: { unoptimized: true },
    reactStrictMode: true,
    // Type checking runs in `npm test` and CI (npm run typecheck), not in the build a writer waits for.
    typescript: { ignoreBuildErrors: true },
    poweredByHeader: false,
    experimental: {
      // Static generation in as many workers as there are cores (Next keeps one core for itself by
      // default, but its own process waits meanwhile): on 2 cores, two workers instead of one.
      cpus: availableParallelism(),
      // The 404 page from src/app/global-not-found.tsx, rendered alone: a root not-found.tsx in the site's
      // frame went into every page's payload, twice (the frame three times on each page).
      globalNotFound: true,
      // The server's bundle only prerenders the pages here (output: 'export'): minifying it costs the cold
      // build about 0.5 s of CPU and changes no byte a reader receives.
      serverMinification: false,
      serverSourceMaps,
      turbopackInputSourceMaps: serverSourceMaps,
    },
    enablePrerenderSourceMaps: serverSourceMaps,
    // SOURCE_MAPS=1 npm run build: maps for analysing the bundle or a prerender error; never on in a published build.
    productionBrowserSourceMaps: sourceMaps,
    // The base path and the site's addresses, validated, written into every bundle: the browser's code reads what the server's does.
    // And the names of DocSearch's prebuilt scripts, which the search modal loads from /vendor/. The development
    // server's settings block comes from here too (src/components/system/DevSettings.tsx).
    env: {
      ...pageEnv(env),
      DOCSEARCH_SCRIPTS: JSON.stringify(docSearchScriptNames()),
      ...(development ? { DEV_SITE_SETTINGS: settingsJson(settingsFromEnv()) } : {}),
    },
  };
}
