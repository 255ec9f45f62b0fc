/** A small Spanish doc tree for the search tests: a few pages written like the translated ones. */
import { memoryIndexSource, type IndexSource } from '../chunked/source';
import { buildSearchIndex, type IndexableDoc } from '../index-file';
import { fixtureSynonyms } from './docs';

const doc = (id: string, title: string, body: string, position = 1, isIndex = false): IndexableDoc => ({
  id,
  title,
  position,
  isIndex,
  href: `/es/docs/${id}/`,
  body,
});

export const fixtureDocsEs: IndexableDoc[] = [
  doc(
    'settings/calibration',
    'Calibración del detector',
    `La calibración mide las diferencias entre los píxeles del detector para que FusionDR pueda corregirlas en cada imagen.

## Cuándo recalibrar

Calibre un detector justo después de registrarlo y cuando las imágenes muestren líneas o manchas.

## Realizar una calibración

Abra **Ajustes › Calibración**, elija el detector y siga los pasos del asistente. La calibración dura unos diez minutos.
`,
    2,
    true,
  ),
  doc(
    'settings/DICOM/worklist',
    'Ajustes de la lista de trabajo',
    `La lista de trabajo de modalidad es la lista de pacientes que su sistema de gestión ha programado para radiografía.

## Conectar la lista de trabajo

Introduzca el **título AE remoto**, el **host** y el **puerto** del servidor de la lista de trabajo.
`,
  ),
  doc(
    'settings/system/backup',
    'Copia de seguridad',
    `Haga una copia de seguridad de la base de datos y de las imágenes en una carpeta de red o en una unidad USB.

## Restaurar una copia de seguridad

Una restauración sustituye la base de datos actual.
`,
  ),
];

export const fixtureCategoriesEs = [
  { dir: 'settings', label: 'Ajustes', position: 5 },
  { dir: 'settings/DICOM', label: 'DICOM', position: 2 },
  { dir: 'settings/system', label: 'Sistema', position: 9 },
];

export const facetsEs = { language: 'es', docusaurus_tag: 'docs-default-current' };

/** The Spanish fixture docs' index, built as the English one is (with the same, English, synonym list), held in memory. */
export function fixtureIndexEs() {
  return buildSearchIndex(fixtureDocsEs, fixtureCategoriesEs, facetsEs, fixtureSynonyms);
}

export function fixtureSourceEs(): IndexSource {
  return memoryIndexSource(fixtureIndexEs().files);
}
