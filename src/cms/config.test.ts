import { describe, expect, it } from 'vitest';
import { categorySchema, docFrontmatterSchema } from '../../schemas';
import { adminContentSecurityPolicy, githubBackendFromEnv } from '../config/cms';
import { buildCmsConfig } from './config';

type Collection = { name: string; folder: string; fields: { name: string; required?: boolean; widget: string; modes?: string[] }[] };

describe('the CMS configuration', () => {
  it('uses the local server on 127.0.0.1 when no GitHub repository is configured', () => {
    const config = buildCmsConfig({});
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1', branch: 'main' });
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(config.publish_mode).toBeUndefined();
    expect(buildCmsConfig({ CMS_LOCAL_PORT: '9001' }).backend).toMatchObject({ proxy_url: 'http://127.0.0.1:9001/api/v1' });
  });

  it('uses GitHub with the editorial workflow (pull requests) when CMS_GITHUB_REPO is set', () => {
    const config = buildCmsConfig({
      CMS_GITHUB_REPO: 'fusiondr/docs',
      CMS_GITHUB_BRANCH: 'production',
      CMS_OAUTH_BASE_URL: 'https://auth.example.org/',
      CMS_OAUTH_ENDPOINT: 'oauth/authorize',
    });
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'fusiondr/docs',
      branch: 'production',
      base_url: 'https://auth.example.org',
      auth_endpoint: 'oauth/authorize',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBeUndefined();
    expect(JSON.stringify(config)).not.toMatch(/secret|token/i);
    expect(buildCmsConfig({ CMS_GITHUB_REPO: 'fusiondr/docs' }).backend).toEqual({ name: 'github', repo: 'fusiondr/docs', branch: 'main' });
  });

  it('names the variable when a GitHub setting is malformed', () => {
    expect(() => githubBackendFromEnv({ CMS_GITHUB_REPO: 'https://github.com/fusiondr/docs' })).toThrow(/CMS_GITHUB_REPO must be written owner\/name/);
    expect(() => githubBackendFromEnv({ CMS_GITHUB_REPO: 'a/b', CMS_OAUTH_BASE_URL: 'http://auth.example.org' })).toThrow(/CMS_OAUTH_BASE_URL/);
  });

  it('stores uploads in public/img/docs and links them as /img/docs/..., which the build serves under the base path', () => {
    const config = buildCmsConfig({});
    expect(config.media_folder).toBe('public/img/docs');
    expect(config.public_folder).toBe('/img/docs');
  });

  it('edits the docs with the schema’s fields and a raw Markdown body', () => {
    const docs = buildCmsConfig({}).collections.find((c) => c.name === 'docs') as unknown as Collection;
    expect(docs.folder).toBe('content/docs');
    expect(docs.fields.map((f) => f.name)).toEqual([...Object.keys(docFrontmatterSchema.shape), 'body']);
    expect(docs.fields.at(-1)).toMatchObject({ widget: 'markdown', modes: ['raw'] });
    expect(docs).toMatchObject({ extension: 'mdx', create: true, nested: { subfolders: false }, meta: { path: { widget: 'string' } } });
    expect(docs).not.toHaveProperty('meta.path.index_file');
  });

  it('edits each folder’s _category_.json with the category schema’s fields', () => {
    const folders = buildCmsConfig({}).collections.find((c) => c.name === 'folders') as unknown as Collection;
    expect(folders.fields.map((f) => f.name)).toEqual(Object.keys(categorySchema.shape));
    // A new folder is created as its _category_.json, in the folder the writer names.
    expect(folders).toMatchObject({ extension: 'json', create: true, delete: false, slug: '_category_', meta: { path: { widget: 'string', index_file: '_category_' } } });
  });

  it('opens the doc itself from "View Live"', () => {
    const docs = buildCmsConfig({}).collections.find((c) => c.name === 'docs') as Record<string, unknown>;
    expect(docs.preview_path).toBe('docs/{{dirname}}/{{filename}}/');
  });

  it('allows the admin page to reach only its own backend', () => {
    expect(adminContentSecurityPolicy()).toMatch(/connect-src 'self' blob: data: http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*;/);
    const github = adminContentSecurityPolicy(githubBackendFromEnv({ CMS_GITHUB_REPO: 'a/b', CMS_OAUTH_BASE_URL: 'https://auth.example.org' }));
    expect(github).toMatch(/connect-src 'self' blob: data: https:\/\/api\.github\.com https:\/\/auth\.example\.org;/);
    expect(github).not.toMatch(/127\.0\.0\.1/);
  });
});

describe('the CMS once versions are cut', () => {
  it('edits Next by default, and a cut version only in its own collection, where no doc is created or deleted', async () => {
    const { versionDocsCollections } = await import('./config');
    const { docsVersions } = await import('../config/versions');
    const collections = versionDocsCollections(undefined, docsVersions(['2.12', '2.11']));
    expect(collections.map((c) => [c.name, c.label, c.folder, c.create, c.delete, c.preview_path])).toEqual([
      ['docs-2.12', 'Docs 2.12 (released)', 'content/versions/2.12/docs', false, false, 'docs/{{dirname}}/{{filename}}/'],
      ['docs-2.11', 'Docs 2.11 (released)', 'content/versions/2.11/docs', false, false, 'docs/2.11/{{dirname}}/{{filename}}/'],
    ]);
    expect(versionDocsCollections(undefined, docsVersions([]))).toEqual([]);
  });
});
