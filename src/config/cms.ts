/**
 * The writers' CMS (Decap CMS) at <base path>/admin/: where it lives, where it writes, and how it reaches
 * the repository. Values read from the environment are documented in the README ("Writing with the CMS").
 */

import { readEnv, type EnvSource } from './env';

import { CMS_LOCAL_HOST, CMS_LOCAL_PORT, CMS_PATH } from './cms-location';
import { BASE_PATH } from './site';

export { CMS_LOCAL_HOST, CMS_LOCAL_PORT, CMS_PATH } from './cms-location';

export function localBackendUrl(port: number = CMS_LOCAL_PORT, host: string = CMS_LOCAL_HOST): string {
  return `http://${host}:${port}/api/v1`;
}

/** Where uploaded images go in the repository, and the URL writers put in Markdown for them. */
export const CMS_MEDIA_FOLDER = 'public/img/docs';
/**
 * Without the base path: Markdown images are written `/img/docs/x.svg` like every existing doc, the
 * content check finds the file in public/, and the build prefixes the base path (rehype-site-links), so
 * a build for another base path (BASE_PATH) needs no change to the docs.
 */
export const CMS_PUBLIC_FOLDER = '/img/docs';

/** Folder of the docs in the repository. */
export const CMS_DOCS_FOLDER = 'content/docs';

/** How deep the folder tree of the docs may go (settings/configuration/detectorRegistration is 3). */
export const CMS_TREE_DEPTH = 6;

/** Beside the admin: the product facts' files as JSON, for the preview's directives. */
export const FACTS_FOR_PREVIEW = 'facts.json';

export interface GithubBackendSettings {
  /** `owner/name` of the repository the CMS commits to. */
  repo: string;
  /** Branch the pull requests target. */
  branch: string;
  /** Origin of the OAuth endpoint that exchanges GitHub's code for a token (an OAuth proxy). */
  baseUrl?: string;
  /** Path of the OAuth endpoint on `baseUrl`. */
  authEndpoint?: string;
}

/** Environment variables that switch the exported admin from the local backend to GitHub. */
export const CMS_ENV = {
  repo: 'CMS_GITHUB_REPO',
  branch: 'CMS_GITHUB_BRANCH',
  baseUrl: 'CMS_OAUTH_BASE_URL',
  authEndpoint: 'CMS_OAUTH_ENDPOINT',
  /** Port of the local backend for `npm run cms` (and of the admin built without GitHub settings). */
  localPort: 'CMS_LOCAL_PORT',
} as const;

/**
 * The GitHub backend settings from the environment (validated in src/config/env.ts, which names a
 * wrong owner/name or a non-https OAuth address); undefined means "local backend".
 */
export function githubBackendFromEnv(source: EnvSource): GithubBackendSettings | undefined {
  const env = readEnv(source);
  if (!env.CMS_GITHUB_REPO) return undefined;
  return {
    repo: env.CMS_GITHUB_REPO,
    branch: env.CMS_GITHUB_BRANCH,
    baseUrl: env.CMS_OAUTH_BASE_URL,
    authEndpoint: env.CMS_OAUTH_ENDPOINT,
  };
}

/**
 * Content-Security-Policy the admin page needs. Decap CMS compiles its config validator at run time
 * (ajv: 'unsafe-eval'), injects its styles (emotion: 'unsafe-inline'), previews uploads as blob: URLs,
 * and talks to the local backend or to GitHub and the OAuth endpoint.
 */
export function adminContentSecurityPolicy(github?: GithubBackendSettings): string {
  // blob: and data: too: an upload is read back from its blob: URL before it is sent.
  const connect = github
    ? ["'self'", 'blob:', 'data:', 'https://api.github.com', ...(github.baseUrl ? [github.baseUrl] : [])]
    : ["'self'", 'blob:', 'data:', `http://${CMS_LOCAL_HOST}:*`, 'http://localhost:*'];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Visible strings of the admin page around the CMS itself. */
export const cmsStrings = {
  title: 'FusionDR docs – content manager',
  noscript: 'The content manager needs JavaScript.',
  localServerMissing: {
    heading: 'The content manager cannot reach its local server',
    body: 'On this computer, the content manager saves your edits through a small local server that writes them into the repository files. Start it from the repository folder with:',
    command: 'npm run cms',
    then: `It also starts the site; the content manager is then at http://localhost:3000${BASE_PATH}${CMS_PATH}/index.html. This page keeps trying every few seconds and opens by itself once the server answers.`,
    retry: 'Try again now',
  },
  /** The local server's refusals (scripts/cms-guard.ts); the CMS shows them in its error notice. */
  guard: {
    host: (host: string) =>
      `The local CMS server answers only at its own address (127.0.0.1 or localhost), not "${host}". Open the CMS from npm run cms.`,
    origin: (origin: string) =>
      `The local CMS server takes requests only from the CMS page of this site, not from "${origin || 'a page with no origin'}". Open the CMS at http://localhost:3000${BASE_PATH}${CMS_PATH}/index.html.`,
    path: (path: string) =>
      `The CMS may only read and write the docs (content/docs) and their images (public/img/docs), not "${path}".`,
    notImage: (path: string, extensions: readonly string[]) =>
      `"${path.split('/').pop()}" is not an image: the media folder takes ${extensions.join(', ')} files only.`,
    invalid: (errors: string[]) => `Not saved: the build would refuse this change. ${errors.join(' ')}`,
    action: (action: string) => `The local CMS server does not do "${action}".`,
  },
  preview: {
    mdxError: 'This body is not valid MDX yet; the build would stop here:',
    factsError: 'These facts would stop the build:',
    /** Publish refused: the refusal already says "Not saved:" and why (cmsStrings.guard.invalid). */
    refused: '%{details}',
  },
  docs: {
    label: 'Docs',
    /** Once versions are cut: the docs being written are Next. */
    nextLabel: 'Docs (Next)',
    versionLabel: (version: string) => `Docs ${version} (released)`,
    versionDescription: (version: string) =>
      `The docs of version ${version} as released. Correct an error of that release here; everything new goes in Docs (Next).`,
    singular: 'Doc',
    description: 'Every page of the documentation, by folder. Open a folder on the left, then a doc.',
    folderLabel: 'Folder',
    folderHint:
      'Folder of the doc inside the docs, e.g. settings/DICOM; a single / for the top level. The file name comes from the title.',
    bodyLabel: 'Body',
    bodyHint:
      'Markdown of the page, without the title (it is shown as the heading). See the writers’ guide for admonitions, links and images.',
  },
  screens: {
    label: 'Screens (facts)',
    singular: 'Screen',
    description:
      'One file per screen of FusionDR: its name, how to open it, its buttons and tabs, its settings (default, values, who may change them) and its on-screen messages. Pages show them through directives such as :setting{#id} and ::settings{screen=id}.',
    textLabel: 'Facts (YAML)',
    textHint: 'The screen’s facts as YAML. CONTRIBUTING.md, “Product facts”, lists the fields. A file the build would refuse is not saved, and the notice says why.',
  },
  productFacts: {
    label: 'Product facts',
    description: 'Facts that belong to no single screen: roles and permissions, status lights, detector families, network ports, firmware, single values, shared UI names.',
    files: {
      roles: 'Roles and permissions',
      indicators: 'Status lights',
      detectors: 'Detector families',
      network: 'Network ports',
      firmware: 'Detector firmware',
      product: 'Product values',
      terms: 'Shared UI names',
    },
  },
  snippets: {
    label: 'Snippets',
    singular: 'Snippet',
    description: 'Reusable passages: write one once, and include it in any doc with ::include{#file-name}.',
    titleLabel: 'Title',
    titleHint: 'What the passage is about, for writers choosing one. Not shown on the site.',
  },
  folders: {
    label: 'Folders',
    singular: 'Folder',
    description: 'How each folder of docs appears in the sidebar (its _category_.json). Open a folder on the left to edit its label and position.',
    folderLabel: 'Folder',
    folderHint: 'Where the folder is, from content/docs: for example settings/network. A new folder starts here; then add its docs under Docs, in this folder.',
  },
} as const;
