import { describe, expect, it } from 'vitest';
import { isAnnouncementDismissed } from './announcement';

describe('announcement dismissal', () => {
  it('stays hidden after the visitor closed this announcement', () => {
    expect(isAnnouncementDismissed('true', 'release-2.12.0', 'release-2.12.0')).toBe(true);
  });
  it('shows again when the announcement id changes', () => {
    expect(isAnnouncementDismissed('true', 'release-2.11.0', 'release-2.12.0')).toBe(false);
  });
  it('shows when nothing was stored', () => {
    expect(isAnnouncementDismissed(null, null, 'release-2.12.0')).toBe(false);
  });
});
