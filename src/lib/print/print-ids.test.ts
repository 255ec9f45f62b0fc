import { describe, expect, it } from 'vitest';
import { printDocId, printHeadingId, printHref } from './print-ids';

const docs = new Set(['introduction', 'settings/users', 'settings/DICOM/worklist']);

describe('ids on the print page', () => {
  it('turns a doc id into one id, and prefixes each heading with its doc', () => {
    expect(printDocId('settings/DICOM/worklist')).toBe('settings-DICOM-worklist');
    expect(printHeadingId('settings/users', 'roles')).toBe('settings-users--roles');
  });

  it('keeps two docs with the same heading apart', () => {
    expect(printHeadingId('settings/users', 'troubleshooting')).not.toBe(printHeadingId('introduction', 'troubleshooting'));
  });
});

describe('links on the print page', () => {
  it('points a section of the same doc at that section on the page', () => {
    expect(printHref('#roles', 'settings/users', docs)).toBe('#settings-users--roles');
  });

  it('points a link to another doc, or to its section, at that place on the page', () => {
    expect(printHref('/FusionDR/docs/settings/DICOM/worklist/', 'settings/users', docs)).toBe('#settings-DICOM-worklist');
    expect(printHref('/FusionDR/docs/settings/DICOM/worklist/#filters', 'settings/users', docs)).toBe('#settings-DICOM-worklist--filters');
    expect(printHref('/FusionDR/docs/', 'settings/users', docs)).toBe('#introduction');
  });

  it('leaves external links, other pages and unknown docs as they are', () => {
    expect(printHref('https://www.dicomstandard.org/', 'introduction', docs)).toBe('https://www.dicomstandard.org/');
    expect(printHref('/FusionDR/search/', 'introduction', docs)).toBe('/FusionDR/search/');
    expect(printHref('/FusionDR/docs/nope/', 'introduction', docs)).toBe('/FusionDR/docs/nope/');
  });
});
