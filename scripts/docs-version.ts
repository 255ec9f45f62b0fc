/**
 * Cuts a docs version, as Docusaurus does: `npm run docs:version -- 2.12` freezes the docs being written,
 * with their facts, snippets, folders and images, as version 2.12. It is then the version readers get
 * at /docs/; the docs being written become Next, at /docs/next/; older versions stay at /docs/<version>/.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_PUBLIC_FOLDER, CMS_MEDIA_FOLDER } from '../src/config/cms';
import { VERSION_IMAGES_DIR, VERSION_NAME, VERSIONS_DIR, VERSIONS_FILE } from '../src/config/versions';
import { filesUnder } from '../src/lib/facts/source';
import { runContentCheck, versionsOf } from './check-content';
import { runAsMain } from './lib/cli';

/** The images of a cut version, as its docs and facts address them (`/img/versions/2.12/docs/`). */
export const versionImagePath = (name: string) => `${VERSION_IMAGES_DIR.replace(/^public/, '')}/${name}/docs/`;

/** Cuts version `name` of the project at `root`; returns what a writer is told, or throws with the reason. */
export function cutVersion(root: string, name: string): string {
  if (!VERSION_NAME.test(name)) throw new Error(`"${name}" is not a version name: write the release's number, such as 2.12 or 2.12.1.`);
  const { versions, problems } = versionsOf(root);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (versions.some((v) => v.name === name) || existsSync(join(root, VERSIONS_DIR, name))) {
    throw new Error(`Version ${name} is already cut (${VERSIONS_DIR}/${name}/). A cut version is frozen: choose another name.`);
  }
  // The docs being frozen (the cut versions were checked when they were cut, and by every build since).
  const check = runContentCheck(root, (version) => version.contentDir === 'content');
  if (check.exitCode !== 0) throw new Error(`The docs must pass the content check before a version is cut:${check.output}`);

  const target = join(root, VERSIONS_DIR, name);
  for (const folder of ['docs', 'facts', 'snippets']) {
    if (existsSync(join(root, 'content', folder))) cpSync(join(root, 'content', folder), join(target, folder), { recursive: true });
  }
  const images = join(root, VERSION_IMAGES_DIR, name, 'docs');
  if (existsSync(join(root, CMS_MEDIA_FOLDER))) cpSync(join(root, CMS_MEDIA_FOLDER), images, { recursive: true });
  // The version's docs and facts show the version's own copies of the images, which later edits leave alone.
  for (const file of filesUnder(root, `${VERSIONS_DIR}/${name}`).filter((f) => /\.(mdx|md|ya?ml)$/.test(f))) {
    const text = readFileSync(join(root, file), 'utf8');
    const moved = text.replaceAll(`${CMS_PUBLIC_FOLDER}/`, versionImagePath(name));
    if (moved !== text) writeFileSync(join(root, file), moved);
  }
  const names = [name, ...versions.filter((v) => v.contentDir !== 'content').map((v) => v.name)];
  writeFileSync(join(root, VERSIONS_FILE), `${JSON.stringify(names, null, 2)}\n`);
  const docs = filesUnder(root, `${VERSIONS_DIR}/${name}/docs`).filter((f) => f.endsWith('.mdx')).length;
  return [
    `Version ${name} cut: ${docs} docs, with their facts, snippets and images, in ${VERSIONS_DIR}/${name}/ and ${VERSION_IMAGES_DIR}/${name}/.`,
    `Readers now get ${name} at /docs/; the docs in content/docs/ are Next, at /docs/next/.`,
    `Commit ${VERSIONS_FILE}, ${VERSIONS_DIR}/${name}/ and ${VERSION_IMAGES_DIR}/${name}/ together.`,
  ].join('\n');
}

void runAsMain(import.meta.url, () => {
  const name = process.argv[2];
  if (!name) {
    console.error('Name the version to cut: npm run docs:version -- 2.12');
    process.exit(1);
  }
  try {
    console.log(cutVersion(process.cwd(), name));
  } catch (error) {
    console.error(`\n${(error as Error).message}\n\nNo version was cut.\n`);
    process.exit(1);
  }
});
