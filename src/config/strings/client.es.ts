import type { strings } from './client';
import type { Translation } from './translation';

/** The Spanish of every string of ./client.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  nav: {
    openMenu: 'Abrir el menú de navegación',
    language: 'Idioma',
    version: 'Versión',
    search: 'Buscar',
    searchShortcut: 'Ctrl K',
    searchShortcutApple: '⌘ K',
  },
  colorMode: {
    light: 'modo claro',
    dark: 'modo oscuro',
    system: 'modo del sistema',
    toggle: 'Cambiar entre modo oscuro y modo claro',
    toggleLabel: (mode: string, next: string) => `Cambiar entre modo oscuro y modo claro (ahora: ${mode}); siguiente: ${next}`,
  },
  docs: {
    expandCategory: (label: string) => `Desplegar la categoría «${label}» de la barra lateral`,
    collapseCategory: (label: string) => `Plegar la categoría «${label}» de la barra lateral`,
  },
  errors: {
    pageTitle: 'Error en la página',
    crashed: 'Esta página ha fallado.',
    tryAgain: 'Volver a intentarlo',
    details: 'Qué ha fallado',
    causedBy: 'Causa',
    unknown: 'Se ha producido un error desconocido.',
    loadFailed: 'Error al cargar la página: esta parte de la página no se ha podido cargar.',
    retry: 'Reintentar',
    loading: 'Cargando…',
  },
};
