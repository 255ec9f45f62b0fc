import { describe, expect, it } from 'vitest';
import { downloadInBatches, formatSize, inBatches, percentDone, type DownloadProgress } from './download';

describe('the whole-manual download', () => {
  it('asks for the files a batch at a time and reports progress after each', async () => {
    const asked: string[][] = [];
    const progress: DownloadProgress[] = [];
    await downloadInBatches(['a', 'b', 'c', 'd', 'e'], { batchSize: 2, cacheBatch: async (urls) => void asked.push(urls), onProgress: (p) => progress.push(p) });
    expect(asked).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(progress.map((p) => p.done)).toEqual([0, 2, 4, 5]);
    expect(percentDone(progress[2])).toBe(80);
  });

  it('stops at the first batch that fails', async () => {
    const asked: string[][] = [];
    const download = downloadInBatches(['a', 'b', 'c'], {
      batchSize: 1,
      cacheBatch: async (urls) => {
        asked.push(urls);
        if (urls[0] === 'b') throw new Error('offline');
      },
      onProgress: () => {},
    });
    await expect(download).rejects.toThrow('offline');
    expect(asked).toEqual([['a'], ['b']]);
  });

  it('refuses an empty batch size, and counts an empty list as done', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
    expect(percentDone({ done: 0, total: 0 })).toBe(100);
  });

  it('writes sizes as a reader reads them', () => {
    expect(formatSize(29_427_156)).toBe('28 MB');
    expect(formatSize(870_000)).toBe('850 KB');
  });
});
