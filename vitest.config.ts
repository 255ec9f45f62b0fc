import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/sequencer';

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
          include: ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The unit files share their workers' module cache instead of loading every module again per
          // file: the unit phase takes 106 s instead of 149 s on 2 cores (passes in the default order and
          // with files shuffled, seeds 7 and 12345).
          isolate: false,
          // One per core (Vitest's default leaves one core free: a single worker on a 2-core machine).
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
