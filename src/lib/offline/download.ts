export interface DownloadProgress {
  done: number;
  total: number;
}

/** Splits `items` into consecutive groups of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError(`A batch holds at least one item, not ${size}.`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Whole percent of a download, for the progress text. */
export function percentDone({ done, total }: DownloadProgress): number {
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}

/**
 * Fetches `urls` into the offline cache a batch at a time (`cacheBatch` asks the worker), reporting
 * progress after each batch. Stops at the first batch that fails, with its error.
 */
export async function downloadInBatches(
  urls: readonly string[],
  { batchSize, cacheBatch, onProgress }: { batchSize: number; cacheBatch: (urls: string[]) => Promise<void>; onProgress: (progress: DownloadProgress) => void },
): Promise<void> {
  let done = 0;
  onProgress({ done, total: urls.length });
  for (const batch of inBatches(urls, batchSize)) {
    await cacheBatch(batch);
    done += batch.length;
    onProgress({ done, total: urls.length });
  }
}

/** A download's size for the reader: "29 MB", "850 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
