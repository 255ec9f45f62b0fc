/**
 * The words the fact directives add around the data (table headers, labels), and the pages that are
 * the homes of whole kinds of facts. Content lives in content/facts/; these are the site's own words.
 */

/** The page where every on-screen message has its entry (`::messages` without a screen). */
export const MESSAGES_DOC_ID = 'troubleshooting';

/** The page listing every setting (`::settings-reference`). */
export const SETTINGS_REFERENCE_DOC_ID = 'resources/settingsReference';

export const factStrings = {
  everyRole: 'Every role',
  patientSafety: 'Patient safety',
  settingsHeader: ['Setting', 'What it does', 'Default', 'Values', 'Who can change it'],
  referenceHeader: ['Setting', 'Where', 'Default', 'Who can change it'],
  taskHeader: 'Task',
  access: { yes: 'Yes', no: 'No', configurable: 'If allowed' },
  configurableNote:
    '“If allowed” means the role does not have it by default, and an Administrator can grant it on the Role permissions tab of the Users page.',
  indicatorHeader: ['Colour', 'What it means', 'What to do'],
  watches: 'Watches',
  seenOn: 'Shown on',
  messagesHeader: ['Message', 'Cause', 'What to do'],
  where: 'Where',
  cause: 'Cause',
  whatToDo: 'What to do',
  severity: { error: 'error', warning: 'warning', information: 'information' },
  familyRows: [
    ['connection', 'Connection'],
    ['power', 'Power'],
    ['bluetooth', 'Bluetooth'],
    ['exposureDetection', 'Exposure detection'],
    ['imageProcessing', 'Image processing'],
    ['calibration', 'Calibration'],
    ['typicalUse', 'Typical use'],
  ] as const,
  portsHeader: ['Service', 'Port', 'Protocol', 'Direction', 'Notes'],
  firmwareHeader: ['Software', 'Detector family', 'Detector firmware', 'Recalibrate after the update', 'Notes'],
} as const;
