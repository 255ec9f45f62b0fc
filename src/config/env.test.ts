import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { githubBackendFromEnv } from './cms';
import { envGroups, envNames, envProblems, pageEnv, readEnv } from './env';
import { envTables } from './env-table';

describe('the environment', () => {
  it('gives every variable its default when nothing is set, and treats a blank value as unset', () => {
    const env = readEnv({ SITE_URL: '  ', PORT: '' });
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.PORT).toBe(3000);
    expect(env.OFFLINE_MANUAL).toBe('on');
    expect(env.CMS_LOCAL_PORT).toBe(8081);
    expect(env.ANALYTICS_ENDPOINT).toBeUndefined();
  });

  it('reads the values set, typed: a port as a number, an origin without its trailing slash', () => {
    const env = readEnv({ SITE_URL: 'https://docs.example.org/', PORT: '4500', OFFLINE_MANUAL: 'off' });
    expect(env).toMatchObject({ SITE_URL: 'https://docs.example.org', PORT: 4500, OFFLINE_MANUAL: 'off' });
  });

  it('names each invalid variable in a sentence, with what it must be and what was found', () => {
    expect(envProblems({ SITE_URL: 'docs.example.org', PORT: 'eighty', OFFLINE_MANUAL: 'no', ANALYTICS_ENDPOINT: 'ftp://x.example.org' })).toEqual([
      'SITE_URL must be an absolute http(s) address such as https://docs.example.org; found "docs.example.org".',
      'OFFLINE_MANUAL must be on or off; found "no".',
      'ANALYTICS_ENDPOINT must be an absolute http(s) address such as https://plausible.io/api/event; found "ftp://x.example.org".',
      expect.stringMatching(/^PORT .*; found "eighty"\.$/),
    ]);
    expect(envProblems({})).toEqual([]);
  });

  it("takes BASE_PATH as the site's base path: the spec's when unset, empty for the root of the host, else a clean path", () => {
    expect(readEnv({}).BASE_PATH).toBe('/FusionDR');
    expect(readEnv({ BASE_PATH: '' }).BASE_PATH).toBe('');
    expect(readEnv({ BASE_PATH: '/docs' }).BASE_PATH).toBe('/docs');
    expect(readEnv({ BASE_PATH: '/clinic-group/x-ray_docs/v2.12~a' }).BASE_PATH).toBe('/clinic-group/x-ray_docs/v2.12~a');
    expect(pageEnv(readEnv({ BASE_PATH: '/docs' })).BASE_PATH).toBe('/docs');
  });

  it.each(['docs', '/docs/', '/', ' /docs', '/docs ', '/do cs', '/docs?x=1', '/docs#a', '/a//b', '/../docs', '/docs/..', 'https://example.org/docs', '/dócs', '/docs%20a'])(
    'refuses BASE_PATH "%s" in a sentence naming it, what it must be and what was found',
    (value) => {
      expect(envProblems({ BASE_PATH: value })).toEqual([
        `BASE_PATH must be empty (the site at the root of its host) or a path such as /docs: starting with /, without a trailing /, made of letters, digits, - _ . ~ between the slashes; found "${value}".`,
      ]);
    },
  );

  it('refuses a CMS repository not written owner/name and an OAuth origin that is not https', () => {
    expect(envProblems({ CMS_GITHUB_REPO: 'https://github.com/fusiondr/docs', CMS_OAUTH_BASE_URL: 'http://auth.example.org' })).toEqual([
      'CMS_GITHUB_REPO must be written owner/name, such as fusiondr/docs; found "https://github.com/fusiondr/docs".',
      'CMS_OAUTH_BASE_URL must be an https:// address such as https://auth.example.org; found "http://auth.example.org".',
    ]);
    expect(githubBackendFromEnv({ CMS_GITHUB_REPO: 'fusiondr/docs' })).toEqual({ repo: 'fusiondr/docs', branch: 'main', baseUrl: undefined, authEndpoint: undefined });
  });

  it('lists every variable in exactly one of the README groups', () => {
    expect(Object.values(envGroups).flat().sort()).toEqual([...envNames].sort());
  });

  it("the README's configuration tables are exactly the schema's variables, descriptions and defaults", () => {
    const readme = readFileSync('README.md', 'utf8');
    // When this fails, paste the expected text below into the README's "Configuration" section.
    expect(readme).toContain(envTables());
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...envNames].sort());
  });
});
