import type { searchStrings } from './search';
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
  count: (n: number) => `${n} ${n === 1 ? 'documento encontrado' : 'documentos encontrados'}`,
  resultCount: (n: number) => `${n} ${n === 1 ? 'resultado' : 'resultados'}`,
  emptyQuery: 'Escriba unas palabras para buscar en todas las páginas de la documentación.',
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
