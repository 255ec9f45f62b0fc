/**
 * The test-only crash page at /test-crash/ (see README, "Behaviours"): not linked, not in the sitemap,
 * disallowed in robots.txt and marked noindex. The browser tests use it to produce the error screens.
 */
export const TEST_CRASH_PATH = '/test-crash/';
