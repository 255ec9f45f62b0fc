/**
 * A list field of the CMS form (`redirect_from`) typed on one line, the values separated by commas:
 * what the field saves and what it shows. Decap hands a loaded list over as an Immutable List.
 */

/** The values typed, trimmed, empty ones dropped; undefined when none is left, so the field leaves the file. */
export function listFromText(text: string): string[] | undefined {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values.length === 0 ? undefined : values;
}

/** The text the field shows for a saved list (a plain array or an Immutable List). */
export function textOfList(value: unknown): string {
  const list = value !== null && typeof value === 'object' && 'toArray' in value && typeof value.toArray === 'function' ? (value.toArray() as unknown) : value;
  if (Array.isArray(list)) return list.map(String).join(', ');
  return typeof list === 'string' ? list : '';
}
