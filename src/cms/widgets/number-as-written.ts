/**
 * What a number field of the CMS form saves: a number when the writer typed one, else exactly the
 * text typed, so that the content check judges what was written ("two" is refused with its sentence)
 * instead of the form dropping it.
 */
export function numberAsWritten(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** The text the field shows for a saved value. */
export function shownText(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  return typeof value === 'string' ? value : '';
}
