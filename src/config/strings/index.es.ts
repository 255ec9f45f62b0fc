import { stringsEs as clientStringsEs } from './client.es';
import { stringsEs as drawerStringsEs } from './drawer.es';
import { stringsEs as offlineStringsEs } from './offline.es';
import type { strings } from './index';
import type { Translation } from './translation';

/** The Spanish of every string of ./index.ts (not loaded by the site until its Spanish pages are built). */
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
  translation: {
    untranslated: 'Esta página aún no está traducida: se muestra en inglés.',
    outOfDate: 'La versión en inglés de esta página ha cambiado desde que se tradujo: esta traducción puede no estar al día.',
    readEnglish: 'Leer la versión en inglés',
    dateFormat: "d 'de' MMMM 'de' yyyy",
  },
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
