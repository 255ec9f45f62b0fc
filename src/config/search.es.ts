import type { DocSearchWords, searchStrings } from './search';
import { stringsEs } from './strings/index.es';
import type { Translation } from './strings/translation';

export const searchStringsEs: Translation<typeof searchStrings> = {
  button: stringsEs.nav.search,
  placeholder: 'Buscar en la documentación',
  dialogLabel: 'Buscar en la documentación',
  seeAll: (count: number) => `Ver los ${count} resultados`,
  errorTitle: 'No se han podido obtener los resultados',
  errorHelp: 'Compruebe su conexión de red.',
  retry: 'Volver a intentarlo',
  noResults: 'No hay resultados para',
  partial: 'Ninguna sección contiene todas las palabras que ha escrito: estos son los resultados más parecidos.',
  trySearching: 'Pruebe a buscar',
  loading: 'Cargando resultados…',
  pageTitle: 'Buscar en la documentación',
  pageDescription: 'Busque en todas las páginas de la documentación de FusionDR.',
  loadMore: 'Mostrar más resultados',
  pageHeading: (query: string) => (query ? `Resultados de la búsqueda de «${query}»` : 'Buscar en la documentación'),
  inputLabel: 'Buscar en la documentación',
  resultCount: (n: number) => `${n} ${n === 1 ? 'resultado' : 'resultados'}`,
  emptyQuery: 'Escriba unas palabras para buscar en todas las páginas de la documentación.',
  suggestedQueries: ['lista de trabajo', 'calibración', 'crear paciente', 'copia de seguridad', 'registro del detector', 'informes'],
  askAi: {
    toggle: 'Preguntar a la IA',
    back: 'Volver a la búsqueda por palabras clave',
    heading: 'Preguntar a la IA',
    prompt: 'Escriba una pregunta en el cuadro de búsqueda de arriba y pulse Intro.',
    placeholder: 'Haga una pregunta sobre FusionDR',
    question: 'Su pregunta',
    quotesNotice:
      'Este sitio no tiene configurado ningún asistente de IA, así que aquí no se genera nada: estas son las citas de la documentación que mejor responden a su pregunta.',
    quotesLabel: 'Citas de la documentación',
    source: 'De',
    noQuotes: 'Ningún pasaje de la documentación responde a esta pregunta. Pruebe con otras palabras o busque por palabra clave.',
    searching: 'Buscando en la documentación…',
    ask: (question: string) => `Preguntar a la IA: ${question}`,
  },
};

/** DocSearch's own words (its search box, footer and start screen), which it writes in English unless given others. */
export const docSearchWordsEs: DocSearchWords = {
  searchBox: {
    clearButtonTitle: 'Borrar',
    clearButtonAriaLabel: 'Borrar la búsqueda',
    closeButtonText: 'Cerrar',
    closeButtonAriaLabel: 'Cerrar',
    searchInputLabel: 'Buscar',
  },
  footer: {
    selectText: 'Abrir',
    selectKeyAriaLabel: 'Tecla Intro',
    submitQuestionText: 'Enviar la pregunta',
    navigateText: 'Moverse',
    navigateUpKeyAriaLabel: 'Flecha arriba',
    navigateDownKeyAriaLabel: 'Flecha abajo',
    closeText: 'Cerrar',
    closeKeyAriaLabel: 'Tecla Escape',
    backToSearchText: 'Volver a la búsqueda',
    poweredByText: 'Con la tecnología de',
  },
  startScreen: {
    recentSearchesTitle: 'Páginas vistas hace poco',
    noRecentSearchesText: 'No hay búsquedas recientes',
    saveRecentSearchButtonTitle: 'Fijar esta búsqueda',
    removeRecentSearchButtonTitle: 'Quitar esta búsqueda del historial',
    favoriteSearchesTitle: 'Fijadas',
    removeFavoriteSearchButtonTitle: 'Quitar esta búsqueda fijada',
  },
  resultsScreen: { resultBadgeLabelText: 'Categoría' },
};
