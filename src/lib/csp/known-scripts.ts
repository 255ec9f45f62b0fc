/**
 * Which inline scripts of an exported page the Content-Security-Policy may allow: the site's own,
 * rendered by <SiteScript> with the mark this build made up (nothing else can know it), and the
 * framework's, known by their shape: data handed to a queue, which JSON.parse must read whole.
 * Anything else (a script a doc or a component smuggled into the page) gets no hash and stops the build.
 */
import { SITE_SCRIPT_ATTRIBUTE } from '../../config/csp';
import type { InlineScript } from './policy';


/** Next's bootstrap: creates the queue the flight payload is pushed into. */
const NEXT_FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
/** Next's flight payload: `self.__next_f.push([1,"…"])`, a JSON array of a number and strings. */
const NEXT_FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's chunk list: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});` */
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

function parsesAsJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFlightChunk(text: string): boolean {
  const args = NEXT_FLIGHT_PUSH.exec(text)?.[1];
  const data = args === undefined ? undefined : parsesAsJson(args);
  return Array.isArray(data) && typeof data[0] === 'number' && data.slice(1).every((part) => typeof part === 'string');
}

function isTurbopackChunkList(text: string): boolean {
  const args = TURBOPACK_CHUNKS.exec(text)?.[1];
  const data = args === undefined ? undefined : parsesAsJson(args);
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

export type ScriptOrigin = 'site' | 'framework';

/** The attribute that marks the site's own scripts in this build. */
export function siteScriptMarker(mark: string): string {
  return ` ${SITE_SCRIPT_ATTRIBUTE}="${mark}"`;
}

/** Where an inline script comes from, or null when it is none of the known ones. */
export function inlineScriptOrigin({ attributes, text }: InlineScript, mark: string): ScriptOrigin | null {
  if (mark && attributes.includes(siteScriptMarker(mark))) return 'site';
  if (text === NEXT_FLIGHT_INIT || isFlightChunk(text) || isTurbopackChunkList(text)) return 'framework';
  return null;
}
