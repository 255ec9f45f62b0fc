import { strings as clientStrings } from './client';
import { strings as drawerStrings } from './drawer';
import { strings as offlineStrings } from './offline';

/**
 * Every visible string of the site's interface (content lives in content/), but those of the controls whose
 * code is fetched on demand with its own strings: ./copy-markdown.ts and ./feedback.ts (and ./llms.ts, the
 * build's files for tools), imported from there so that no other chunk carries them.
 */
export const strings = {
  ...clientStrings,
  ...offlineStrings,
  nav: {
    ...clientStrings.nav,
    ...drawerStrings.nav,
    home: 'FusionDR home',
  },
  docs: {
    ...clientStrings.docs,
    ...drawerStrings.docs,
    breadcrumbs: 'Breadcrumbs',
    home: 'Home page',
    toc: 'On this page',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Docs pages',
    lastUpdated: 'Last updated on',
    editPage: 'Edit this page',
    editFacts: (screen: string) => `Edit the facts of ${screen}`,
  },
  skipToContent: 'Skip to main content',
  /** On a page of a translated locale (es: these strings' Spanish in index.es.ts). */
  translation: {
    untranslated: 'This page has not been translated yet: it is shown in English.',
    outOfDate: 'The English version of this page has changed since it was translated: this translation may be out of date.',
    readEnglish: 'Read the English version',
    dateFormat: 'MMMM d, yyyy',
  },
  versionBanner: {
    unreleased: (product: string) => `This is unreleased documentation for ${product} Next: what it describes may not be on your system yet.`,
    unmaintained: (product: string, version: string) => `This is documentation for ${product} ${version}, which is no longer the latest version.`,
    latest: (version: string) => `Read this page in the latest version (${version})`,
    latestMain: (version: string) => `Go to the latest version (${version})`,
  },
  announcement: {
    text: (version: string) => `FusionDR version ${version} is available.`,
    link: 'Check it out!',
    close: 'Close',
  },
  footer: {
    copyright: (year: number) => `Copyright © ${year} FusionDR. All rights reserved.`,
    docs: 'Documentation',
    community: 'Support',
    printManual: 'Print the manual',
  },
  print: {
    title: 'The FusionDR manual',
    description: 'Every page of the FusionDR documentation on one page, in the order of the sidebar, to print or save as a PDF.',
    product: 'FusionDR',
    subtitle: 'Veterinary digital X-ray imaging system: user and administrator manual',
    version: (version: string) => `Version ${version}`,
    docsOf: (date: string) => `Documentation as of ${date}`,
    contents: 'Contents',
    printButton: 'Print or save as PDF',
  },
  notFound: {
    title: 'Page Not Found',
    heading: 'Page Not Found',
    body: 'We could not find what you were looking for.',
    hint: 'The page may have moved. Try the documentation home or search.',
    docsLink: 'Go to the documentation',
  },
  baseUrl: {
    heading: 'This site is served from the wrong address',
    body: (basePath: string, pathname: string) =>
      `It was built to be served under ${basePath}/, but this page was opened at ${pathname}, so its scripts and styles cannot load.`,
    fix: (basePath: string) =>
      `Serve the built site (the out/ folder) under ${basePath}/, or build it again for the path you serve it from: BASE_PATH=/path npm run build (empty for the root of the host).`,
  },
  home: {
    cta: 'Read the documentation',
  },
  admonitions: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
  },
} as const;
