import { describe, expect, it } from 'vitest';
import { renderBody } from '../../src/components/mdx/render-body';
import { checkDoc } from '../../src/lib/content-check';
import { docIdOfSource } from '../../src/lib/content-problems';
import { checkDocsInWorkers } from './check-in-workers';

describe('the docs checked and rendered in worker threads', () => {
  it('leaves a manual too small to gain from them to the build’s own thread', async () => {
    expect((await checkDocsInWorkers(process.cwd())).size).toBe(0);
  });

  it('gives each doc exactly what the check and the renderer give in one thread', { timeout: 120_000 }, async () => {
    const results = await checkDocsInWorkers(process.cwd(), undefined, 2, 0);
    expect(results.size).toBeGreaterThan(80);
    const docIds = new Set([...results.keys()].map(docIdOfSource));
    for (const path of ['content/docs/settings/DICOM/worklist.mdx', 'content/docs/introduction.mdx', 'content/docs/mainPatient/createPatient.mdx']) {
      const result = results.get(path)!;
      const inThread = checkDoc({ path, text: result.text });
      expect(result.check.errors).toEqual(inThread.errors);
      expect(result.check.doc?.tree).toEqual(inThread.doc?.tree);
      expect(result.body).toEqual(renderBody(inThread.doc!.tree!, inThread.doc!.docId, docIds));
    }
  });
});
