/**
 * The writers' loop end to end, on one scratch copy of the repository and one development site, as
 * `npm run cms` runs them: first the CMS edits docs through its local backend and the site shows the
 * edits (tests/writers/cms.ts), then the site under bursts of changes and docs that cannot be built
 * (tests/writers/dev-site.ts), ten bursts in a row (tests/writers/bursts.ts), and the site started again (tests/writers/restart.ts). The repository's own files are never written.
 */
import { afterAll, beforeAll } from 'vitest';
import { startWritersSite, stopWritersSite } from '../support/writers-site';
import { cmsSuite } from '../writers/cms';
import { burstsSuite } from '../writers/bursts';
import { devSiteSuite } from '../writers/dev-site';
import { restartSuite } from '../writers/restart';

beforeAll(() => startWritersSite(process.cwd()));
afterAll(stopWritersSite);

cmsSuite();
devSiteSuite();
burstsSuite();
restartSuite();
