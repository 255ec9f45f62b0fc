import type { strings } from './drawer';
import type { Translation } from './translation';

/** The Spanish of every string of ./drawer.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  nav: {
    docs: 'Documentación',
    help: 'Ayuda',
    feedback: 'Comentarios',
    main: 'Principal',
    closeMenu: 'Cerrar el menú de navegación',
    backToMainMenu: 'Volver al menú principal',
  },
  docs: {
    sidebar: 'Barra lateral de la documentación',
    sidebarLoading: 'Cargando el menú de la documentación…',
    sidebarFailed: 'No se ha podido cargar el menú de la documentación. Compruebe la conexión y vuelva a cerrar y abrir el menú.',
  },
};
