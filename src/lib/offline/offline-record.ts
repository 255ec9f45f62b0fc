/**
 * What the browser remembers of the whole-manual download: the build it holds, the date of its docs,
 * and whether the reader wants it kept (downloaded again for a new build when the connection allows).
 */
export interface OfflineRecord {
  build: string;
  docsDate: string;
  keep: boolean;
  /** The docs version downloaded (absent: the one at /docs/). */
  version?: string;
}

export function parseOfflineRecord(raw: string | null): OfflineRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OfflineRecord>;
    if (typeof value.build !== 'string' || typeof value.docsDate !== 'string') return null;
    return { build: value.build, docsDate: value.docsDate, keep: value.keep === true, ...(typeof value.version === 'string' ? { version: value.version } : {}) };
  } catch {
    return null;
  }
}

/**
 * Whether the browser holds the whole manual of the build its worker serves: downloaded for that build,
 * and that build's caches still there (a new worker deletes the caches of the builds before it).
 */
export function holdsWholeManual(record: OfflineRecord | null, activeBuild: string, buildsCached: readonly string[], version?: string): boolean {
  const sameVersion = version === undefined || record?.version === undefined || record.version === version;
  return record !== null && sameVersion && record.build === activeBuild && buildsCached.includes(activeBuild);
}
