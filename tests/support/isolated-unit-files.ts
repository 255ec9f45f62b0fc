/**
 * The unit files that must load their modules afresh: they mock modules, stub globals or the
 * environment, or run in a browser-like environment. The other unit files share their workers' module
 * cache (vitest.config.ts), which loading every module once per file would cost 43 s of the unit phase
 * on 2 cores. tests/support/isolated-unit-files.test.ts fails when a file that needs isolation is missing here.
 */
export const ISOLATED_UNIT_FILES = [
  'scripts/content-snapshot.test.ts',
  'scripts/lib/head-scripts.test.ts',
  'src/lib/analytics/title-settled.test.ts',
  'src/lib/color-mode.test.ts',
  'src/lib/content-check.test.ts',
  'src/lib/early-input/early-input.test.ts',
  'src/lib/html/page-scripts.test.ts',
  'src/lib/navigation/focus-target.test.ts',
  'src/lib/search/slash-shortcut.test.ts',
  'src/lib/settings/site-settings.test.ts',
  'src/config/next-config.test.ts',
  // React components render in a browser-like environment.
  'src/**/*.test.tsx',
];

/** What makes a test file need its own module cache. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\b|@vitest-environment/;
