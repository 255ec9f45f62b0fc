/** A small doc tree for the search tests: a few pages written like the real ones. */
import { memoryIndexSource, type IndexSource } from '../chunked/source';
import { buildSearchIndex, searchRecordsOf, type IndexableDoc } from '../index-file';
import type { SearchRecord } from '../types';

const doc = (id: string, title: string, body: string, position = 1, isIndex = false): IndexableDoc => ({
  id,
  title,
  position,
  isIndex,
  href: `/docs/${id}/`,
  body,
});

export const fixtureDocs: IndexableDoc[] = [
  doc(
    'settings/DICOM/worklist',
    'Worklist settings',
    `A modality worklist is the list of patients your practice management system has scheduled for X-ray.

## Connect the worklist

1. Open **Settings › DICOM › Worklist** and turn on **Enable worklist**.
2. Enter the **Remote AE title**, **Host** and **Port** of the worklist server.

## Fields

| Field | What it does | Default |
|---|---|---|
| Port | Port of the worklist server. | 104 |
| Refresh interval | How often FusionDR re-queries in the background. | 5 minutes |

## Troubleshooting

### C-ECHO fails

Check the host, the port and the AE title. The worklist server must list FusionDR as a client.
`,
  ),
  doc(
    'settings/calibration',
    'Calibration',
    `Calibrate a detector after installing it and whenever image quality drops.

## Run a calibration

Open **Settings › Calibration**, choose the detector, then follow the steps on screen. Calibration takes about ten minutes.

## Calibration history

Every calibration is kept. You can restore an earlier calibration from the history.
`,
    2,
    true,
  ),
  doc(
    'settings/system/backup',
    'Backup',
    `Back up the database and images to a network share or a USB drive.

## Automatic backup

Turn on **Automatic backup** to back up every night at the time you choose. The worklist settings are part of every backup.

## Restore from a backup

See the restore page. A restore replaces the current database.
`,
  ),
  doc(
    'resources/releaseNotes',
    'Release notes',
    `## 2.12.0

Faster worklist queries. The text \`<img src=x onerror=alert(1)>\` shows how an annotation with markup is now displayed as text.

## 2.11.0

New species mapping table.
`,
  ),
];

export const fixtureCategories = [
  { dir: 'settings', label: 'Settings', position: 5 },
  { dir: 'settings/DICOM', label: 'DICOM', position: 2 },
  { dir: 'settings/system', label: 'System', position: 9 },
  { dir: 'resources', label: 'Resources', position: 8 },
];

export const facets = { language: 'en', docusaurus_tag: 'docs-default-current' };

export const fixtureSynonyms = [
  ['dog', 'canine'],
  ['restore', 'recover'],
  ['PACS', 'archive'],
];

export function fixtureRecords(): SearchRecord[] {
  return searchRecordsOf(fixtureDocs, fixtureCategories, facets);
}

/** The fixture docs' index, in its pieces, held in memory. */
export function fixtureIndex(): IndexSource {
  return memoryIndexSource(buildSearchIndex(fixtureDocs, fixtureCategories, facets, fixtureSynonyms).files);
}
