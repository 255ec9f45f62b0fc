/** Checks every doc and folder file before the build, and stops it with sentences a writer understands. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCategory, checkDoc, checkReferences, type CheckedDoc } from '../src/lib/content-check';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

export function checkContent(root = process.cwd()): string[] {
  const docsDir = join(root, 'content', 'docs');
  const files = walk(docsDir).map((abs) => abs.slice(root.length + 1).split('\\').join('/'));
  const errors: string[] = [];
  const docs: CheckedDoc[] = [];
  for (const path of files) {
    const text = readFileSync(join(root, path), 'utf8');
    if (path.endsWith('.mdx')) {
      const result = checkDoc({ path, text });
      errors.push(...result.errors);
      if (result.doc) docs.push(result.doc);
    } else if (path.endsWith('/_category_.json')) {
      errors.push(...checkCategory({ path, text }));
    } else {
      errors.push(`${path}: only .mdx docs and _category_.json files belong in content/docs.`);
    }
  }
  errors.push(...checkReferences(docs, (url) => existsSync(join(root, 'public', decodeURIComponent(url)))));
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const errors = checkContent();
  if (errors.length > 0) {
    console.error(`\nThe docs have ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix before the site can be built:\n`);
    for (const error of errors) console.error(`  ✗ ${error}`);
    console.error('');
    process.exit(1);
  }
  console.log('Content check passed.');
}
