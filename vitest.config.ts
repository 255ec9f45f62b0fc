import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_UNIT_FILES } from './tests/support/isolated-unit-files.ts';
import { SlowFilesFirst } from './tests/support/sequencer.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./src/'),
      'contentlayer/generated': here('./.contentlayer/generated/index.mjs'),
    },
  },
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
          environment: 'node',
          // These files share their workers' module cache instead of loading every module again per file:
          // the unit phase takes 106 s instead of 149 s on 2 cores. Files that mock modules or stub
          // globals load theirs afresh (the next project).
          isolate: false,
          // One per core (Vitest's default leaves one core free: a single worker on a 2-core machine).
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'node',
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/analytics-build.ts', 'tests/support/search-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // After the unit tests: the browser tests want the machine's cores to themselves.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
