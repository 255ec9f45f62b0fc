import type { strings } from './offline';
import type { Translation } from './translation';

/** The Spanish of every string of ./offline.ts (not loaded by the site until its Spanish pages are built). */
export const stringsEs: Translation<typeof strings> = {
  offline: {
    region: 'Manual sin conexión',
    makeAvailable: 'Disponer del manual sin conexión',
    size: (size: string) => `unos ${size}`,
    downloading: (percent: number) => `Descargando el manual para usarlo sin conexión: ${percent} %`,
    progressLabel: 'Descarga sin conexión',
    available: 'Disponible sin conexión',
    docsOf: (date: string) => `documentación del ${date}`,
    dateLocale: 'es',
    failed: 'La descarga se ha detenido antes de terminar: compruebe la conexión y vuelva a intentarlo.',
    tryAgain: 'Volver a intentarlo',
    savingData: 'Su conexión está configurada para ahorrar datos: no se descarga nada hasta que usted lo pida.',
    updateAvailable: 'Hay una versión más reciente de esta documentación',
    reload: 'Recargar',
  },
};
