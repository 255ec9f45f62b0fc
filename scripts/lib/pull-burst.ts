/**
 * A burst of changes as a `git pull` makes them on the development site: 15 docs re-saved at once (each
 * with a line naming the burst), and a folder of three docs created and deleted. Made by the writers'
 * loop test (tests/writers/bursts.ts) and timed by npm run bench:writers.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_DOC_ID } from '../../src/config/site';

const RESAVED = 15;
const CREATED = ['one', 'two', 'three'];

export interface PullBursts {
  /** The doc ids of the re-saved docs. */
  docIds: string[];
  /** Makes burst number `n`: resolves once its last change is made, with the line every re-saved doc now ends with and the doc ids created then deleted. */
  burst(n: number): Promise<{ marker: string; deleted: string[] }>;
  /** Puts the re-saved docs back as they were. */
  restore(): void;
}

/** Bursts on the docs of a site's folder (`root`): its main doc and the next 14 docs found. */
export function pullBursts(root: string): PullBursts {
  const docsDir = join(root, 'content', 'docs');
  const others = (readdirSync(docsDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx') && !f.endsWith('index.mdx') && f !== `${MAIN_DOC_ID}.mdx`);
  const files = [`${MAIN_DOC_ID}.mdx`, ...others].slice(0, RESAVED);
  const originals = new Map(files.map((file) => [file, readFileSync(join(docsDir, file), 'utf8')]));
  return {
    docIds: files.map((file) => file.replace(/\.mdx$/, '')),
    async burst(n) {
      const marker = `Pulled in burst ${n} at ${Date.now()}.`;
      const folder = `pulled${n}`;
      for (const file of files) writeFileSync(join(docsDir, file), `${originals.get(file)}\n${marker}\n`);
      mkdirSync(join(docsDir, folder));
      writeFileSync(join(docsDir, folder, '_category_.json'), `{ "label": "Pulled ${n}", "position": 90 }\n`);
      for (const name of CREATED) writeFileSync(join(docsDir, folder, `${name}.mdx`), `---\ntitle: Pulled ${name}\ndescription: Created and deleted in a burst.\n---\n\n${marker}\n`);
      // The folder goes a little later each burst, so that the deletion meets each stage of a check.
      await new Promise((resolve) => setTimeout(resolve, n * 40));
      rmSync(join(docsDir, folder), { recursive: true });
      return { marker, deleted: CREATED.map((name) => `${folder}/${name}`) };
    },
    restore() {
      for (const [file, text] of originals) writeFileSync(join(docsDir, file), text);
    },
  };
}
