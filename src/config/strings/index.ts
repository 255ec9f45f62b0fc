import { strings as clientStrings, stringsEs as clientStringsEs } from './client';
import { strings as drawerStrings, stringsEs as drawerStringsEs } from './drawer';
import { strings as offlineStrings, stringsEs as offlineStringsEs } from './offline';
import type { Translation } from './translation';

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

export const stringsEs: Translation<typeof strings> = {
  ...clientStringsEs,
  ...offlineStringsEs,
  nav: {
    ...clientStringsEs.nav,
    ...drawerStringsEs.nav,
    home: 'Inicio de FusionDR',
  },
  docs: {
    ...clientStringsEs.docs,
    ...drawerStringsEs.docs,
    breadcrumbs: 'Ruta de navegación',
    home: 'Página de inicio',
    toc: 'En esta página',
    previous: 'Anterior',
    next: 'Siguiente',
    pagination: 'Páginas de la documentación',
    lastUpdated: 'Última actualización el',
    editPage: 'Editar esta página',
    editFacts: (screen: string) => `Editar los datos de ${screen}`,
  },
  skipToContent: 'Ir al contenido principal',
  versionBanner: {
    unreleased: (product: string) =>
      `Esta es documentación no publicada de ${product} Next: lo que describe puede no estar todavía en su sistema.`,
    unmaintained: (product: string, version: string) =>
      `Esta es la documentación de ${product} ${version}, que ya no es la versión más reciente.`,
    latest: (version: string) => `Leer esta página en la versión más reciente (${version})`,
    latestMain: (version: string) => `Ir a la versión más reciente (${version})`,
  },
  announcement: {
    text: (version: string) => `Ya está disponible la versión ${version} de FusionDR.`,
    link: 'Descúbrala',
    close: 'Cerrar',
  },
  footer: {
    copyright: (year: number) => `Copyright © ${year} FusionDR. Todos los derechos reservados.`,
    docs: 'Documentación',
    community: 'Asistencia',
    printManual: 'Imprimir el manual',
  },
  print: {
    title: 'El manual de FusionDR',
    description:
      'Todas las páginas de la documentación de FusionDR en una sola página, en el orden de la barra lateral, para imprimirlas o guardarlas como PDF.',
    product: 'FusionDR',
    subtitle: 'Sistema veterinario de radiografía digital: manual del usuario y del administrador',
    version: (version: string) => `Versión ${version}`,
    docsOf: (date: string) => `Documentación a fecha de ${date}`,
    contents: 'Índice',
    printButton: 'Imprimir o guardar como PDF',
  },
  notFound: {
    title: 'Página no encontrada',
    heading: 'Página no encontrada',
    body: 'No hemos encontrado lo que buscaba.',
    hint: 'Puede que la página se haya trasladado. Pruebe con el inicio de la documentación o con la búsqueda.',
    docsLink: 'Ir a la documentación',
  },
  baseUrl: {
    heading: 'Este sitio se está sirviendo desde una dirección incorrecta',
    body: (basePath: string, pathname: string) =>
      `Se compiló para servirse en ${basePath}/, pero esta página se ha abierto en ${pathname}, por lo que sus scripts y estilos no pueden cargarse.`,
    fix: (basePath: string) =>
      `Sirva el sitio compilado (la carpeta out/) en ${basePath}/, o vuelva a compilarlo para la ruta desde la que lo sirve: BASE_PATH=/ruta npm run build (vacío para la raíz del servidor).`,
  },
  home: {
    cta: 'Leer la documentación',
  },
  admonitions: {
    note: 'Nota',
    tip: 'Consejo',
    info: 'Información',
    warning: 'Advertencia',
    danger: 'Peligro',
  },
};
