/** The home page's cards into the main areas of the docs. */
export const homeSections = [
  {
    title: 'Getting started',
    href: '/docs/',
    text: 'What FusionDR is, how these docs are organised, and how to log in at the workstation.',
  },
  {
    title: 'Acquire & Review',
    href: '/docs/acquireReview/acquireReviewScreen/',
    text: 'Take exposures, check positioning, orient and annotate images, and tune image processing.',
  },
  {
    title: 'Patients & Studies',
    href: '/docs/mainPatient/mainPatientScreen/',
    text: 'Create patients (including emergencies), find them again and manage their studies.',
  },
  {
    title: 'Reports',
    href: '/docs/reports/reportScreen/',
    text: 'Study, reject, billing and radiation safety reports for your practice.',
  },
  {
    title: 'Settings',
    href: '/docs/settings/settingsScreen/',
    text: 'Users, DICOM worklist and PACS, calibration, detectors, backup, restore and updates.',
  },
  {
    title: 'Resources',
    href: '/docs/resources/detectors/',
    text: 'Detectors, technique charts, integrations, manuals and release notes.',
  },
] as const;

export const homeIntro = {
  heading: 'FusionDR documentation',
  lead: 'Step-by-step guides for clinic staff who take, review and send veterinary digital X-ray images with FusionDR: from the first login to DICOM, calibration and backups.',
} as const;
