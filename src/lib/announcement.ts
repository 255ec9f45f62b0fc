/**
 * Whether the announcement stays hidden: only when it was dismissed and the dismissal was for the
 * announcement shown now. A new announcement id shows the bar again.
 */
export function isAnnouncementDismissed(storedFlag: string | null, storedId: string | null, currentId: string): boolean {
  return storedFlag === 'true' && storedId === currentId;
}
