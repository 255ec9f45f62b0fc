import type { FacetFilters } from './types';

type Facetable = Record<string, unknown>;

function matchesOne(record: Facetable, filter: string): boolean {
  const negate = filter.startsWith('-');
  const [key, ...rest] = (negate ? filter.slice(1) : filter).split(':');
  const wanted = rest.join(':');
  const value = record[key];
  const has = Array.isArray(value) ? value.map(String).includes(wanted) : String(value ?? '') === wanted;
  return negate ? !has : has;
}

/**
 * Algolia's facet filters: `['language:en', ['tag:a', 'tag:b']]` means language en AND (tag a OR tag b);
 * a leading `-` negates. A record missing the attribute does not match it.
 */
export function matchesFacetFilters(record: Facetable, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (Array.isArray(entry) ? entry.some((f) => matchesOne(record, f)) : matchesOne(record, entry)));
}
