import type { FactSourceFile } from '../parse';

/** A small, complete set of facts files, as a project would hold them. */
export function factFiles(overrides: Record<string, string> = {}): FactSourceFile[] {
  const files: Record<string, string> = {
    'content/facts/roles.yaml': `roles:
  - { id: administrator, name: Administrator, summary: Sets up. }
  - { id: technician, name: Technician, summary: Takes images. }
permissions:
  - { id: acquire, task: Acquire images, access: { administrator: 'yes', technician: 'yes' } }
  - { id: settings, task: Change settings, access: { administrator: 'yes', technician: configurable } }
`,
    'content/facts/indicators.yaml': `indicators:
  - id: detector
    name: Detector light
    where: the top bar
    watches: the detector.
    states:
      - { colour: Green, meaning: Ready., action: Nothing. }
      - { colour: Red, meaning: Not connected., action: Do not expose. }
`,
    'content/facts/detectors.yaml': `families:
  - { id: hd, name: HD, connection: Wired, power: Mains, bluetooth: None, exposureDetection: Generator synchronised, imageProcessing: SoundVu, calibration: Wizard, typicalUse: Table }
`,
    'content/facts/network.yaml': `ports:
  - { id: dicom-storage, service: DICOM storage, port: 104, protocol: TCP, direction: Outgoing }
`,
    'content/facts/firmware.yaml': `releases:
  - { software: 2.12.0, family: hd, firmware: 3.8.0, recalibrate: true }
`,
    'content/facts/product.yaml': `values:
  current-version: 2.12.0
`,
    'content/facts/terms.yaml': `terms:
  - { name: Settings, kind: menu item }
  - { name: Configuration, kind: menu item }
`,
    'content/facts/screens/workflow-options.yaml': `name: Workflow Options
doc: settings/workflow
open: Settings → Configuration → Workflow Options
openedBy: [administrator]
buttons: [Save]
settings:
  - id: auto-accept-after
    name: Auto-accept after
    default: "Off"
    values: Off, 5, 10 seconds
    does: Accepts an image by itself.
    safety: Leave it Off.
  - id: require-reject-reason
    name: Require reject reason
    default: "On"
    values: On, Off
    does: Asks why an image is rejected.
    families: { hd: { default: "Off" } }
messages:
  - { id: pacs-unreachable, text: PACS not reachable, severity: error, cause: The PACS does not answer., action: Check the network. }
`,
    'content/snippets/admin-first.md': `---
title: Log in as an Administrator
---
Log in as an :role{#administrator}.
`,
  };
  return Object.entries({ ...files, ...overrides })
    .filter(([, text]) => text !== '')
    .map(([path, text]) => ({ path, text }));
}
