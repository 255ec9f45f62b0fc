import { offlineCacheNames } from './cache-names';

/**
 * The generated worker of one build, renamed for another build of the same site: its cache names are
 * the only place the build's name appears in it (see worker-config.ts). Null when the script does not
 * hold both of the previous build's cache names: then it must be generated anew.
 *
 * Generating the worker bundles and minifies the Workbox runtime (seconds of CPU); the configure
 * step, which changes the pages and so the build's name, renames it instead.
 */
export function renamedWorker(script: string, from: string, to: string): string | null {
  const before = offlineCacheNames(from);
  const after = offlineCacheNames(to);
  const names = Object.keys(before) as (keyof typeof before)[];
  if (!names.every((name) => script.includes(JSON.stringify(before[name])))) return null;
  return names.reduce((text, name) => text.split(JSON.stringify(before[name])).join(JSON.stringify(after[name])), script);
}
