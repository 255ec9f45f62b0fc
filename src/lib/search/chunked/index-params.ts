import { indexFile } from './format';

/**
 * The development site's search-index route's addresses, from the pieces written so far (`meta.json`,
 * `es/…`). Before the first index is written the route still lists `meta.json`, answered 404 until then
 * (the search asks again): Next refuses an empty list under `output: 'export'`, and logged an error.
 */
export function searchIndexParams(paths: Iterable<string>): { file: string[] }[] {
  const listed = [...paths];
  return (listed.length > 0 ? listed : [indexFile.meta]).map((path) => ({ file: path.split('/') }));
}
