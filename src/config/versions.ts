/**
 * The docs versions, as Docusaurus names them: the docs being written (`current`, labelled Next) and
 * every version cut with `npm run docs:version -- 2.12` (listed newest first in content/versions.json).
 * With no version cut, the one version is the spec's: current, labelled Next, the latest, at /docs/.
 * With versions cut, the newest is served at /docs/, Next at /docs/next/, older ones at /docs/<version>/.
 */
import cut from '../../content/versions.json';

export interface DocsVersion {
  /** `current`, or the version's number as cut (`2.12`). */
  name: string;
  label: string;
  /** The version readers get at /docs/. */
  isLast: boolean;
  /** Where its docs are served, without the base path and the trailing slash: `/docs`, `/docs/next`, `/docs/2.11`. */
  path: string;
  /** The folder holding its docs/, facts/ and snippets/: `content`, `content/versions/2.12`. */
  contentDir: string;
  /** The banner its pages carry: not yet released, or no longer the latest. */
  banner?: 'unreleased' | 'unmaintained';
  /** The version tag its search records carry (the hosted service's facet). */
  searchTag: string;
  /**
   * Set for a translated locale's docs (`es`, src/config/locales.ts): the latest version's docs at
   * /es/docs/, each one translated in `contentDir` or else shown in English. None for English.
   */
  locale?: string;
}

export const CURRENT_VERSION = 'current';
/** The segment of Next's addresses once a version is cut (/docs/next/…). */
export const NEXT_VERSION_SEGMENT = 'next';
export const VERSIONS_FILE = 'content/versions.json';
/** Where a cut version's docs, facts and snippets are kept (content/versions/2.12/…), and its images. */
export const VERSIONS_DIR = 'content/versions';
export const VERSION_IMAGES_DIR = 'public/img/versions';
/** A version's name as the command accepts it: numbers joined by dots, as the releases are named. */
export const VERSION_NAME = /^\d+(\.\d+){1,2}$/;

/** The versions of a site whose cut versions are `names` (newest first): Next first, as the menu lists them. */
export function docsVersions(names: readonly string[]): DocsVersion[] {
  const current: DocsVersion = {
    name: CURRENT_VERSION,
    label: 'Next',
    isLast: names.length === 0,
    path: names.length === 0 ? '/docs' : `/docs/${NEXT_VERSION_SEGMENT}`,
    contentDir: 'content',
    banner: names.length === 0 ? undefined : 'unreleased',
    searchTag: `docs-default-${CURRENT_VERSION}`,
  };
  return [
    current,
    ...names.map((name, i) => ({
      name,
      label: name,
      isLast: i === 0,
      path: i === 0 ? '/docs' : `/docs/${name}`,
      contentDir: `${VERSIONS_DIR}/${name}`,
      banner: i === 0 ? undefined : ('unmaintained' as const),
      searchTag: `docs-default-${name}`,
    })),
  ];
}

export const versions: DocsVersion[] = docsVersions(cut as string[]);

/** The version served at /docs/. */
export const latestVersion: DocsVersion = versions.find((v) => v.isLast) ?? versions[0];

export function versionNamed(name: string | null | undefined): DocsVersion | undefined {
  return versions.find((v) => v.name === name);
}

/** The version a site path (without the base path) belongs to: /docs/next/x/ is Next's, /docs/x/ the latest's. */
export function versionOfPath(path: string, all: readonly DocsVersion[] = versions): DocsVersion {
  const [, segment] = /^\/docs\/([^/]+)/.exec(path) ?? [];
  return all.find((v) => v !== latestOf(all) && v.path === `/docs/${segment}`) ?? latestOf(all);
}

function latestOf(all: readonly DocsVersion[]): DocsVersion {
  return all.find((v) => v.isLast) ?? all[0];
}

/** The doc id at a site path within its version: `/docs/next/settings/users/` -> `settings/users`; '' for a version's main page. */
export function docIdOfPath(path: string, all: readonly DocsVersion[] = versions): string {
  const version = versionOfPath(path, all);
  return path.slice(version.path.length).replace(/^\/|\/$/g, '');
}
