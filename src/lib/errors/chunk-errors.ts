/**
 * A route's code split into chunks: after a new deployment the old chunks are gone, and a visitor who
 * still has the old page open gets a chunk load error on the next navigation. These helpers tell such
 * an error apart and decide whether one reload may fix it, without ever looping.
 */

const CHUNK_ERROR_NAMES = new Set(['ChunkLoadError']);
const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i, // webpack
  /Failed to load chunk/i, // Turbopack
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
];

/** Whether the error, or one of its causes, is a failure to load a piece of the site's code. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (typeof name === 'string' && CHUNK_ERROR_NAMES.has(name)) return true;
  if (typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((re) => re.test(message))) return true;
  return isChunkLoadError(cause, depth + 1);
}

export interface ReloadRecord {
  url: string;
  at: number;
}

export function parseReloadRecord(text: string | null): ReloadRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ReloadRecord>;
    return typeof value.url === 'string' && typeof value.at === 'number' ? { url: value.url, at: value.at } : null;
  } catch {
    return null;
  }
}

/**
 * Reload to `target` unless the last reload went to the same address less than `windowMs` ago: then
 * the fresh page failed too, and a second reload would only loop.
 */
export function shouldReloadForChunkError(target: string, previous: ReloadRecord | null, now: number, windowMs: number): boolean {
  if (!previous) return true;
  return previous.url !== target || now - previous.at > windowMs;
}
