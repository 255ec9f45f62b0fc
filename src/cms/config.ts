/**
 * The Decap CMS configuration, generated at build time: the collections' fields come from the zod
 * schemas, the backend from the environment (GitHub with the editorial workflow when CMS_GITHUB_REPO
 * is set, otherwise the local decap-server). Written into the export as admin/config.json.
 */
import { categorySchema, docFrontmatterSchema } from '../../schemas';
import { cmsFields, type CmsField } from '../../schemas/cms-fields';
import {
  CMS_DOCS_FOLDER,
  CMS_ENV,
  CMS_MEDIA_FOLDER,
  CMS_PUBLIC_FOLDER,
  CMS_TREE_DEPTH,
  cmsStrings,
  githubBackendFromEnv,
  localBackendUrl,
} from '../config/cms';
import { BASE_PATH, site } from '../config/site';
import { CMS_FORMATS } from './formats';
import { FACTS_DIR, SCREENS_DIR, SNIPPETS_DIR } from '../lib/facts/parse';
import { versions, type DocsVersion } from '../config/versions';

type Backend =
  | { name: 'proxy'; proxy_url: string; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string };

export interface CmsConfig {
  backend: Backend;
  local_backend?: { url: string };
  publish_mode?: 'editorial_workflow';
  site_url: string;
  display_url: string;
  logo_url: string;
  locale: 'en';
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  collections: Record<string, unknown>[];
}

const bodyField = {
  name: 'body',
  label: cmsStrings.docs.bodyLabel,
  widget: 'markdown',
  // Raw Markdown only: the rich-text editor rewrites MDX (escapes JSX, changes bullets, drops :::).
  modes: ['raw'],
  required: true,
  hint: cmsStrings.docs.bodyHint,
};

/**
 * The doc's address on the site, from its file: docs/settings/DICOM/worklist/. A doc at the top has no
 * dirname (docs//x/) and an index doc is its folder's address: see docPreviewPaths in cms-build.
 */
export const DOC_PREVIEW_PATH = 'docs/{{dirname}}/{{filename}}/';

/** Decap's "meta path": the doc's folder, editable, pre-filled when a doc is created from a folder. */
const folderField = { widget: 'string', label: cmsStrings.docs.folderLabel, hint: cmsStrings.docs.folderHint };

export function docsCollection(fields: CmsField[] = cmsFields(docFrontmatterSchema)) {
  return {
    name: 'docs',
    label: versions.length > 1 ? cmsStrings.docs.nextLabel : cmsStrings.docs.label,
    label_singular: cmsStrings.docs.singular,
    description: cmsStrings.docs.description,
    folder: CMS_DOCS_FOLDER,
    extension: CMS_FORMATS.doc.extension,
    format: CMS_FORMATS.doc.name,
    create: true,
    nested: { depth: CMS_TREE_DEPTH, subfolders: false },
    meta: { path: folderField },
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['title', 'sidebar_position'],
    // "View Live" opens the doc itself (see docPreviewPaths in scripts/cms-build.ts for index docs).
    preview_path: DOC_PREVIEW_PATH,
    fields: [...fields, bodyField],
  };
}

/**
 * A cut version's docs (content/versions/2.11/docs/): listed after Next's, opened only when the writer
 * chooses that version; its docs cannot be created or deleted here, only corrected.
 */
export function versionDocsCollections(fields: CmsField[] = cmsFields(docFrontmatterSchema), all: readonly DocsVersion[] = versions) {
  return all
    .filter((version) => version.contentDir !== 'content')
    .map((version) => ({
      ...docsCollection(fields),
      name: `docs-${version.name}`,
      label: cmsStrings.docs.versionLabel(version.label),
      description: cmsStrings.docs.versionDescription(version.label),
      folder: `${version.contentDir}/docs`,
      create: false,
      delete: false,
      meta: undefined,
      preview_path: DOC_PREVIEW_PATH.replace(/^docs\//, `${version.path.slice(1)}/`),
    }));
}

export function foldersCollection(fields: CmsField[] = cmsFields(categorySchema)) {
  return {
    name: 'folders',
    label: cmsStrings.folders.label,
    label_singular: cmsStrings.folders.singular,
    description: cmsStrings.folders.description,
    folder: CMS_DOCS_FOLDER,
    extension: CMS_FORMATS.category.extension,
    format: CMS_FORMATS.category.name,
    // A new folder is its _category_.json, in the folder the writer names: label and place at once.
    create: true,
    delete: false,
    slug: '_category_',
    nested: { depth: CMS_TREE_DEPTH, subfolders: false },
    // index_file names the file Decap writes in the folder given (without it, a file named from a title).
    meta: { path: { widget: 'string', label: cmsStrings.folders.folderLabel, hint: cmsStrings.folders.folderHint, index_file: '_category_' } },
    identifier_field: 'label',
    summary: '{{label}} ({{dirname}})',
    sortable_fields: ['label', 'position'],
    editor: { preview: false },
    fields,
  };
}

const factsTextField = { name: 'text', label: cmsStrings.screens.textLabel, widget: 'markdown', modes: ['raw'], required: true, hint: cmsStrings.screens.textHint };

/** The screens' facts (content/facts/screens/<id>.yaml), edited as YAML text and checked on save. */
export function screensCollection() {
  return {
    name: 'screens',
    label: cmsStrings.screens.label,
    label_singular: cmsStrings.screens.singular,
    description: cmsStrings.screens.description,
    folder: SCREENS_DIR,
    extension: CMS_FORMATS.facts.extension,
    format: CMS_FORMATS.facts.name,
    create: true,
    identifier_field: 'text',
    summary: '{{slug}}',
    fields: [factsTextField],
  };
}

/** The product-wide facts files, one entry each. */
export function productFactsCollection() {
  return {
    name: 'facts',
    label: cmsStrings.productFacts.label,
    description: cmsStrings.productFacts.description,
    format: CMS_FORMATS.facts.name,
    extension: CMS_FORMATS.facts.extension,
    files: Object.entries(cmsStrings.productFacts.files).map(([name, label]) => ({
      name,
      label,
      file: `${FACTS_DIR}/${name}.yaml`,
      fields: [factsTextField],
    })),
  };
}

/** Reusable passages (content/snippets/<id>.md): a title and a Markdown body. */
export function snippetsCollection() {
  return {
    name: 'snippets',
    label: cmsStrings.snippets.label,
    label_singular: cmsStrings.snippets.singular,
    description: cmsStrings.snippets.description,
    folder: SNIPPETS_DIR,
    extension: CMS_FORMATS.snippet.extension,
    format: CMS_FORMATS.snippet.name,
    create: true,
    identifier_field: 'title',
    summary: '{{title}} ({{slug}})',
    fields: [{ name: 'title', label: cmsStrings.snippets.titleLabel, widget: 'string', required: true, hint: cmsStrings.snippets.titleHint }, bodyField],
  };
}

/** The whole configuration for an environment (process.env at build time). */
export function buildCmsConfig(env: Record<string, string | undefined> = {}): CmsConfig {
  const github = githubBackendFromEnv(env);
  const siteUrl = `${site.url}${BASE_PATH}/`;
  const common = {
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: `${BASE_PATH}/icon.svg`,
    locale: 'en' as const,
    media_folder: CMS_MEDIA_FOLDER,
    public_folder: CMS_PUBLIC_FOLDER,
    slug: { encoding: 'ascii' as const, clean_accents: true, sanitize_replacement: '-' },
    collections: [docsCollection(), ...versionDocsCollections(), foldersCollection(), screensCollection(), productFactsCollection(), snippetsCollection()],
  };
  if (github) {
    return {
      backend: {
        name: 'github',
        repo: github.repo,
        branch: github.branch,
        ...(github.baseUrl ? { base_url: github.baseUrl } : {}),
        ...(github.authEndpoint ? { auth_endpoint: github.authEndpoint } : {}),
      },
      // Every edit becomes a pull request that a maintainer merges.
      publish_mode: 'editorial_workflow',
      ...common,
    };
  }
  const url = localBackendUrl(Number(env[CMS_ENV.localPort]) || undefined);
  return {
    backend: { name: 'proxy', proxy_url: url, branch: 'main' },
    local_backend: { url },
    ...common,
  };
}
