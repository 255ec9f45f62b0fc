/**
 * Every environment variable the site, the search, the CMS and the commands read: one zod schema,
 * with a default and a description each, parsed once per environment. An invalid value stops the build
 * (the content check, its first step) and `next dev` with a sentence naming the variable.
 *
 * Build and server code only, so no page pays for zod: a page's code reads the site's addresses as
 * `process.env.NAME`, which Next writes into the bundle at build time (the values next.config.ts passes
 * on from here), and the deployment's settings from the block the configure step writes into each page
 * (src/config/site-settings.ts, src/lib/settings/site-settings.ts).
 */
import { z } from 'zod';
import { CMS_LOCAL_PORT } from './cms-location';
import { envDefaults } from './env-defaults';
import { serveDefaults } from './serve.mjs';

function isHttpUrl(value: string, protocols = ['http:', 'https:']): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An unset variable and one set to blanks mean the same: the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value), schema);

const httpUrl = (example: string) => z.string().refine((v) => isHttpUrl(v), `must be an absolute http(s) address such as ${example}`);
/**
 * The base path: set and empty means the root of the host, so only unset gives the default (no
 * trimming either: a blank is not a path character, and the value is used as written).
 */
const BASE_PATH_RULE =
  'must be empty (the site at the root of its host) or a path such as /docs: starting with /, without a trailing /, made of letters, digits, - _ . ~ between the slashes';
export const basePathSchema = z
  .string()
  .refine((v) => v === '' || /^(\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/.test(v), BASE_PATH_RULE)
  .default(envDefaults.BASE_PATH);

const port = z.coerce.number().int().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535');

export const envSchema = z.object({
  // The site
  BASE_PATH: basePathSchema.describe(
    'the path the site is served under (`BASE_PATH=/docs npm run build`; empty: at the root of its host): links, assets, policies, the offline worker, sitemap, CMS',
  ),
  SITE_URL: optional(httpUrl('https://docs.example.org').default(envDefaults.SITE_URL).transform((v) => v.replace(/\/$/, ''))).describe(
    'origin the site is published at: canonical URLs, `hreflang`, sitemap, robots',
  ),
  HELP_URL: optional(httpUrl('https://help.example.org/').default(envDefaults.HELP_URL)).describe("the navbar's external help site"),
  FEEDBACK_URL: optional(httpUrl('https://feedback.example.org/').default(envDefaults.FEEDBACK_URL)).describe(
    "the navbar's external feedback forum",
  ),
  OFFLINE_MANUAL: optional(z.enum(['on', 'off'], 'must be on or off').default('on')).describe(
    '`off` leaves out the offline manual (its footer control and service worker)',
  ),
  // Analytics
  ANALYTICS_ENDPOINT: optional(httpUrl('https://plausible.io/api/event').optional()).describe(
    'the events API, e.g. `https://plausible.io/api/event` (or your own instance); unset, nothing is sent',
  ),
  ANALYTICS_DOMAIN: optional(z.string().optional()).describe("the site's name in that service (default: the host of `SITE_URL`)"),
  // Search
  NEXT_PUBLIC_DOCSEARCH_APP_ID: optional(z.string().optional()).describe('the Algolia application id'),
  NEXT_PUBLIC_DOCSEARCH_API_KEY: optional(z.string().optional()).describe('the search-only API key (public by design)'),
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: optional(z.string().optional()).describe('the DocSearch index'),
  NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID: optional(z.string().optional()).describe(
    'optional: an Agent Studio assistant; Ask AI answers stream from it',
  ),
  NEXT_PUBLIC_SEARCH_QA: optional(z.literal('1', 'must be 1 or unset').optional()).describe(
    'set by `npm run qa`: the QA copy answers the hosted search from a mock service worker',
  ),
  // The CMS
  CMS_GITHUB_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be written owner/name, such as fusiondr/docs').optional()).describe(
    '`owner/name` of the docs repository; unset, the admin uses the local server',
  ),
  CMS_GITHUB_BRANCH: optional(z.string().default('main')).describe('the branch its pull requests target'),
  CMS_OAUTH_BASE_URL: optional(
    z
      .string()
      .refine((v) => isHttpUrl(v, ['https:']), 'must be an https:// address such as https://auth.example.org')
      .transform((v) => v.replace(/\/$/, ''))
      .optional(),
  ).describe("`https://` origin of the OAuth endpoint that exchanges GitHub's code for a token (unset: Decap's default, `https://api.netlify.com`)"),
  CMS_OAUTH_ENDPOINT: optional(z.string().optional()).describe('path of that endpoint (unset: `auth`)'),
  CMS_LOCAL_PORT: optional(port.default(CMS_LOCAL_PORT)).describe('port of the local server (`npm run cms` and the local admin)'),
  // The commands
  PORT: optional(port.default(serveDefaults.PORT)).describe('port `npm start` (and `npm run qa`, `npm run cms`) serve at'),
  HOST: optional(z.string().default(serveDefaults.HOST)).describe('address `npm start` binds to'),
  OUT_DIR: optional(z.string().default(serveDefaults.OUT_DIR)).describe('folder the build exports into and `npm start` serves'),
  SOURCE_MAPS: optional(z.enum(['0', '1'], 'must be 0, 1 or unset').optional()).describe(
    "`1`: source maps, for analysing the bundle (browser) or an error while pages are prerendered (server); `0`: none, not even for the development server's errors (what `npm run cms` sets when unset: its first page comes sooner)",
  ),
  NEXT_DIST_DIR: optional(z.string().default('.next')).describe('set by the build: the scratch folder `next build` exports into'),
  SITE_SCRIPT_MARK: optional(z.string().default('')).describe("set by the build: the mark on the site's own inline scripts (CSP)"),
  CMS_GUARD_PORT: optional(port.optional()).describe("set by `npm run cms`: port of the guard in front of the local server (the admin's)"),
  CMS_UPSTREAM_PORT: optional(port.optional()).describe('set by `npm run cms`: port of decap-server behind the guard'),
  SITE_PORT: optional(port.default(3000)).describe('set by `npm run cms`: port of the development site, the only origin the guard lets in'),
  CONTENT_SNAPSHOT_STAGE_ONLY: optional(z.literal('1', 'must be 1 or unset').optional()).describe(
    "set by the build for contentlayer, whose generation then publishes no snapshot (the build publishes its own)",
  ),
});

export type Env = z.infer<typeof envSchema>;

/** The README's configuration tables, one per group, in this order. */
export const envGroups: Record<string, (keyof Env)[]> = {
  'The site': ['BASE_PATH', 'SITE_URL', 'HELP_URL', 'FEEDBACK_URL', 'OFFLINE_MANUAL'],
  Analytics: ['ANALYTICS_ENDPOINT', 'ANALYTICS_DOMAIN'],
  'Hosted search': [
    'NEXT_PUBLIC_DOCSEARCH_APP_ID',
    'NEXT_PUBLIC_DOCSEARCH_API_KEY',
    'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME',
    'NEXT_PUBLIC_DOCSEARCH_ASK_AI_AGENT_ID',
    'NEXT_PUBLIC_SEARCH_QA',
  ],
  'The CMS': ['CMS_GITHUB_REPO', 'CMS_GITHUB_BRANCH', 'CMS_OAUTH_BASE_URL', 'CMS_OAUTH_ENDPOINT', 'CMS_LOCAL_PORT'],
  'The commands': ['PORT', 'HOST', 'OUT_DIR', 'SOURCE_MAPS', 'NEXT_DIST_DIR', 'SITE_SCRIPT_MARK'],
  'Set by the commands for each other': ['CMS_GUARD_PORT', 'CMS_UPSTREAM_PORT', 'SITE_PORT', 'CONTENT_SNAPSHOT_STAGE_ONLY'],
};
export type EnvName = keyof Env;
export type EnvSource = Record<string, string | undefined>;

export const envNames = Object.keys(envSchema.shape) as EnvName[];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

let parsed: { key: string; env: Env } | undefined;

/** The environment, validated and with its defaults; throws an EnvError naming each invalid variable. */
export function readEnv(source: EnvSource = process.env): Env {
  const raw = Object.fromEntries(envNames.map((name) => [name, source[name]]));
  const key = JSON.stringify(raw);
  if (parsed?.key === key) return parsed.env;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message}; found "${raw[name]}".`;
      }),
    );
  }
  parsed = { key, env: result.data };
  return result.data;
}

/** The sentences for each invalid variable, or none. */
export function envProblems(source: EnvSource = process.env): string[] {
  try {
    readEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

/**
 * Whether the export ships the offline manual. `OFFLINE_MANUAL=off` (for the build or `npm run configure`)
 * turns it off: the footer control goes, and the worker written deletes the site's caches and
 * unregisters itself in every browser that had installed the previous one.
 */
export function offlineManualEnabled(source?: EnvSource): boolean {
  return readEnv(source).OFFLINE_MANUAL === 'on';
}

/** What next.config.ts hands to the pages' code (inlined at build time). */
export function pageEnv(env: Env): Record<keyof typeof envDefaults, string> {
  return { BASE_PATH: env.BASE_PATH, SITE_URL: env.SITE_URL, HELP_URL: env.HELP_URL, FEEDBACK_URL: env.FEEDBACK_URL };
}
