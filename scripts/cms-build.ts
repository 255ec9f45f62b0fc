/**
 * Builds the writers' CMS into a folder: the Decap CMS bundle (cms.js), the preview stylesheet built
 * from the site's own CSS (preview.css), the configuration generated from the schemas and the
 * environment (config.json), and the page that loads them (index.html).
 *   tsx scripts/cms-build.ts out/admin          (the build does this into the export)
 *   CMS_GITHUB_REPO=owner/docs tsx scripts/cms-build.ts out/admin
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import tailwind from '@tailwindcss/postcss';
import { build, type Plugin } from 'esbuild';
import { projectRoot, runAsMain } from './lib/cli';
import { hashInputs } from './lib/inputs-hash';
import postcss from 'postcss';
import { buildCmsConfig } from '../src/cms/config';
import { adminContentSecurityPolicy, cmsStrings, githubBackendFromEnv } from '../src/config/cms';
import { BASE_PATH } from '../src/config/site';
import { FACTS_FOR_PREVIEW } from '../src/config/cms';
import { readFactFiles } from '../src/lib/facts/source';

const root = projectRoot;

/** Decap's WebP conversion (a wasm codec) is only used when media_processing is configured: it is not. */
const noWebpCodec: Plugin = {
  name: 'no-webp-codec',
  setup(b) {
    b.onResolve({ filter: /^@jsquash\/webp$/ }, () => ({ path: 'webp', namespace: 'no-webp' }));
    b.onLoad({ filter: /.*/, namespace: 'no-webp' }, () => ({
      contents: 'export function encode() { throw new Error("WebP conversion is not part of this CMS."); }',
    }));
  },
};

/** A plugin that edits one file of a package as it is bundled, and stops the build when a text to replace is gone. */
function patchedSource(name: string, file: RegExp, edits: [from: string, to: string][], whenChanged: string): Plugin {
  return {
    name,
    setup(b) {
      b.onLoad({ filter: file }, ({ path }) => {
        const source = readFileSync(path, 'utf8');
        if (edits.some(([from]) => !source.includes(from))) throw new Error(whenChanged);
        return { contents: edits.reduce((text, [from, to]) => text.replace(from, () => to), source), loader: 'js' };
      });
    },
  };
}

/**
 * Decap CMS lower-cases a folder before it validates it, so every doc under settings/DICOM or
 * acquireReview fails with "is not a valid path" (decaporg/decap-cms#7461, open). Compare without
 * case instead; other characters are still checked. Fails the build if the code it patches changes.
 */
const caseSensitiveFolders = patchedSource(
  'case-sensitive-folders',
  /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]entries\.js$/,
  [['if (value !== sanitizedPath) {', 'if (value.toLowerCase() !== sanitizedPath) {']],
  'decap-cms-core changed: the folder-name patch (decap-cms#7461) no longer applies. Check whether upstream fixed it.',
);

/**
 * "View Live" must open the doc: Decap lower-cases every template value of preview_path except the
 * folder (settings/DICOM/acquireReviewMenu would open .../acquirereviewmenu/, a 404; decap-cms#5491,
 * closed as intended), and a folder's index.mdx is served at the folder's address. Keep the file
 * name as written, join the empty folder of a top-level doc (docs//x/) and drop a trailing index/.
 * Fails the build if the code it patches changes.
 */
const previewTrim = "const previewPath = trimStart(compiledPath, ' /');";
const docPreviewPaths = patchedSource(
  'doc-preview-paths',
  /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]formatters\.js$/,
  [
    ["getProcessSegment(slugConfig, [fields.get('dirname')], preserveSlashes)", "getProcessSegment(slugConfig, [fields.get('dirname'), fields.get('filename')], preserveSlashes)"],
    [previewTrim, `${previewTrim.slice(0, -1)}.replace(/\\/{2,}/g, '/').replace(/(^|\\/)index\\/$/, '$1');`],
  ],
  'decap-cms-core changed: the "View Live" patch (decap-cms#5491) no longer applies. Check preview_path in its formatters.',
);

export function adminPage(csp: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="robots" content="noindex, nofollow">
<title>${cmsStrings.title}</title>
<link rel="icon" href="${BASE_PATH}/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="admin.css">
<script src="cms.js" defer></script>
</head>
<body>
<noscript>${cmsStrings.noscript}</noscript>
</body>
</html>
`;
}

async function bundle(outDir: string) {
  await build({
    entryPoints: [join(root, 'src/cms/admin.tsx')],
    outfile: join(outDir, 'cms.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome111', 'firefox111', 'safari16.4'],
    minify: true,
    legalComments: 'linked',
    jsx: 'automatic',
    // The base path, as next.config.ts writes it into the site's bundles (the preview's images are under it).
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.BASE_PATH': JSON.stringify(BASE_PATH), global: 'globalThis' },
    plugins: [noWebpCodec, caseSensitiveFolders, docPreviewPaths],
    logLevel: 'warning',
  });
}

async function previewStylesheet(): Promise<string> {
  const from = join(root, 'src/app/globals.css');
  const result = await postcss([tailwind({ base: root })]).process(readFileSync(from, 'utf8'), { from });
  return result.css;
}

/** The product facts' files, which the preview renders directives with (read again at every start of the admin). */
export function writeFactsForPreview(outDir: string) {
  writeFileSync(join(outDir, FACTS_FOR_PREVIEW), JSON.stringify(readFactFiles(root)));
}

/**
 * What the admin is made of: the bundle's sources (the preview uses the site's components and MDX
 * pipeline), the stylesheet's (Tailwind reads every source file), the packages, and this script.
 */
const ADMIN_INPUTS = ['src', 'schemas', 'package-lock.json', 'tailwind.config.ts', 'postcss.config.mjs', 'scripts/cms-build.ts', 'scripts/lib/inputs-hash.ts'];
/** Beside what was built from them: the hash of the inputs. */
const INPUTS_STAMP = '.inputs-hash';

/**
 * The bundle and the preview's stylesheet depend on the sources and the base path, not on the backend's
 * settings: made once per sources, for the build's admin and npm run cms's alike (a cold build, which
 * starts without node_modules/.cache, makes them).
 */
export const BUNDLE_CACHE = join(root, 'node_modules', '.cache', 'fusiondr-admin');
const BUNDLE_FILES = ['cms.js', 'cms.js.LEGAL.txt', 'preview.css'];

/** The folders of bundles being made by processes that were stopped meanwhile (a build that failed stops its CMS). */
function removeAbandoned(): void {
  const parent = dirname(BUNDLE_CACHE);
  const prefix = `${basename(BUNDLE_CACHE)}-`;
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(entry.slice(prefix.length));
    if (!entry.startsWith(prefix) || !Number.isInteger(pid) || isRunning(pid)) continue;
    rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The folder holding the bundle and the stylesheet made from the sources as they are (made now if none is). */
async function bundledSources(): Promise<string> {
  removeAbandoned();
  const sources = hashInputs(root, ADMIN_INPUTS, BASE_PATH);
  const stamp = join(BUNDLE_CACHE, INPUTS_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sources && BUNDLE_FILES.every((file) => existsSync(join(BUNDLE_CACHE, file)))) return BUNDLE_CACHE;
  // Made aside and moved in whole: a build and npm run cms started together never read half of it.
  const made = `${BUNDLE_CACHE}-${process.pid}`;
  rmSync(made, { recursive: true, force: true });
  mkdirSync(made, { recursive: true });
  const [, css] = await Promise.all([bundle(made), previewStylesheet()]);
  writeFileSync(join(made, 'preview.css'), css);
  writeFileSync(join(made, INPUTS_STAMP), sources);
  rmSync(BUNDLE_CACHE, { recursive: true, force: true });
  try {
    renameSync(made, BUNDLE_CACHE);
    return BUNDLE_CACHE;
  } catch {
    // The other one moved its own in first: this one's copy serves this run.
    return made;
  }
}

/** Writes the whole admin into outDir (replacing what was there). */
export async function buildAdmin(outDir: string, env: Record<string, string | undefined> = process.env) {
  const config = buildCmsConfig(env);
  const bundled = await bundledSources();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const file of BUNDLE_FILES) copyFileSync(join(bundled, file), join(outDir, file));
  if (bundled !== BUNDLE_CACHE) rmSync(bundled, { recursive: true, force: true });
  copyFileSync(join(root, 'src/cms/admin.css'), join(outDir, 'admin.css'));
  writeFileSync(join(outDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFactsForPreview(outDir);
  writeFileSync(join(outDir, 'index.html'), adminPage(adminContentSecurityPolicy(githubBackendFromEnv(env))));
  return { bytes: statSync(join(outDir, 'cms.js')).size, backend: config.backend.name };
}

/**
 * The admin into outDir, built only when its inputs or its configuration changed since the admin
 * already there was built (npm run cms starts without bundling again what it bundled last time).
 */
export async function buildAdminWhenChanged(outDir: string, env: Record<string, string | undefined> = process.env) {
  const config = JSON.stringify(buildCmsConfig(env));
  const hash = hashInputs(root, ADMIN_INPUTS, config);
  const stamp = join(outDir, INPUTS_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    writeFactsForPreview(outDir);
    return { built: false };
  }
  await buildAdmin(outDir, env);
  writeFileSync(stamp, hash);
  return { built: true };
}

await runAsMain(import.meta.url, async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const target = resolve(positionals[0] ?? join(root, 'public', 'admin'));
  const started = performance.now();
  const { bytes, backend } = await buildAdmin(target).catch((error: Error) => {
    throw new Error(`The CMS could not be built: ${error.message}`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = backend === 'github' ? 'GitHub backend, editorial workflow' : 'local backend';
  console.log(`CMS built into ${target} (${(bytes / 1024).toFixed(0)} KB, ${where}) in ${seconds} s.`);
});
