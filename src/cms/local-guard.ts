/**
 * What the CMS's local server (decap-server, which can read and write any file of the repository) may
 * be asked, checked before a request reaches it: from the admin page only (Host and Origin), within
 * the docs and the media folder only, and never a doc the content check would refuse. Pure: the
 * proxy in scripts/cms-guard.ts applies it.
 */
import { posix } from 'node:path';
import { CMS_DOCS_FOLDER, CMS_MEDIA_FOLDER, cmsStrings } from '../config/cms';
import { IMAGE_EXTENSIONS } from '../config/doc-rules';
import { checkCategory, checkDoc } from '../lib/content-check';
import { sanitizeSvg } from '../lib/svg/sanitize-svg';
import { checkFactsChange } from '../lib/facts/check-save';
import { FACTS_DIR, SNIPPETS_DIR } from '../lib/facts/parse';
import { withVersionFacts } from '../lib/facts/source';
import { VERSIONS_DIR } from '../config/versions';

/** The folder of a doc's version: content, or content/versions/2.11. */
const contentDirOf = (path: string) => /^content\/versions\/[^/]+/.exec(path)?.[0] ?? 'content';

export interface Refusal {
  status: 403 | 422;
  error: string;
}

export interface GuardAddresses {
  /** Host headers the local server answers to: the loopback address and port it serves. */
  hosts: string[];
  /** Origins of the admin pages allowed to call it. */
  origins: string[];
}

/** The Host and Origin headers a request must carry; anything else is a page elsewhere (DNS rebinding, another site). */
export function checkCaller(headers: { host?: string; origin?: string }, allowed: GuardAddresses): Refusal | null {
  if (!headers.host || !allowed.hosts.includes(headers.host.toLowerCase())) {
    return { status: 403, error: cmsStrings.guard.host(headers.host ?? '') };
  }
  if (!headers.origin || !allowed.origins.includes(headers.origin.toLowerCase())) {
    return { status: 403, error: cmsStrings.guard.origin(headers.origin ?? '') };
  }
  return null;
}

const VERSION_DOCS = new RegExp(`^${VERSIONS_DIR}/[0-9.]+/docs(/|$)`);

const IMAGE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

type Area = 'docs' | 'media' | 'facts';

/** The folder a repository path lies in, or null outside both (or written to escape them). */
function areaOf(path: unknown): Area | null {
  if (typeof path !== 'string' || path === '' || /[\\\0]/.test(path) || posix.isAbsolute(path)) return null;
  const normal = posix.normalize(path).replace(/\/$/, '');
  if (normal !== path.replace(/\/$/, '') || normal.split('/').includes('..')) return null;
  if (normal === CMS_DOCS_FOLDER || normal.startsWith(`${CMS_DOCS_FOLDER}/`)) return 'docs';
  // A cut version's docs, edited only when the writer opens that version's collection.
  if (VERSION_DOCS.test(normal)) return 'docs';
  if (normal === CMS_MEDIA_FOLDER || normal.startsWith(`${CMS_MEDIA_FOLDER}/`)) return 'media';
  for (const folder of [FACTS_DIR, SNIPPETS_DIR]) if (normal === folder || normal.startsWith(`${folder}/`)) return 'facts';
  return null;
}

const outside = (path: unknown): Refusal => ({ status: 403, error: cmsStrings.guard.path(String(path)) });

/** A file the CMS may write: a doc or folder file in the docs, an image in the media folder. */
function checkWritable(path: unknown): Refusal | null {
  const area = areaOf(path);
  const file = String(path);
  if (area === 'docs' && (file.endsWith('.mdx') || file.endsWith('/_category_.json'))) return null;
  if (area === 'media' && IMAGE.test(file)) return null;
  if (area === 'facts' && (/^content\/facts\/(screens\/)?[a-z0-9-]+\.yaml$/.test(file) || /^content\/snippets\/[a-z0-9-]+\.md$/.test(file))) return null;
  if (area === 'media') return { status: 403, error: cmsStrings.guard.notImage(file, IMAGE_EXTENSIONS) };
  return outside(path);
}

/** The content check on a doc or folder file about to be saved: its sentences, or null. */
function checkSaved(path: string, raw: string): Refusal | null {
  const errors = path.endsWith('.mdx')
    ? withVersionFacts(process.cwd(), contentDirOf(path), () => checkDoc({ path, text: raw }).errors)
    : areaOf(path) === 'facts'
      ? checkFactsChange(path, raw)
      : checkCategory({ path, text: raw }).errors;
  return errors.length === 0 ? null : { status: 422, error: cmsStrings.guard.invalid(errors) };
}

/**
 * The check a save goes through, run once on a doc already saved (`path`, `raw`): its first run reads and
 * states the product's facts and warms the parser (about 0.25 s), which the writer's first Publish would wait for.
 */
export function warmSaveCheck(path: string, raw: string): void {
  checkSaved(path, raw);
}

interface Asset {
  path: string;
  content: string;
  encoding: string;
}

/** An uploaded SVG is stored sanitised: whatever it carried that could run or call out is gone (a clean one is stored as it came). */
function sanitizedAsset(asset: Asset): Asset {
  if (!/\.svg$/i.test(asset.path)) return asset;
  const text = Buffer.from(asset.content, asset.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
  const result = sanitizeSvg(text);
  if (!result.changed) return asset;
  return { ...asset, content: Buffer.from(result.svg, 'utf8').toString('base64'), encoding: 'base64' };
}

interface Entry {
  path: string;
  raw: string;
  newPath?: string;
}

type Body = { action?: unknown; params?: Record<string, unknown> };

const first = (...refusals: (Refusal | null)[]) => refusals.find(Boolean) ?? null;

/**
 * Checks one request of the admin to the local server. Returns the refusal, or the body to pass on
 * (uploaded SVGs sanitised).
 */
export function checkAction(body: Body): { refusal: Refusal } | { body: Body } {
  const params = body.params ?? {};
  const read = (path: unknown) => (areaOf(path) ? null : outside(path));
  let refusal: Refusal | null;
  switch (body.action) {
    case 'info':
    case 'getDeployPreview':
      refusal = null;
      break;
    case 'entriesByFolder':
      refusal = read(params.folder);
      break;
    case 'getMedia':
      refusal = read(params.mediaFolder);
      break;
    case 'getEntry':
    case 'getMediaFile':
      refusal = read(params.path);
      break;
    case 'entriesByFiles':
      refusal = first(...((params.files as { path?: unknown }[] | undefined) ?? []).map((f) => read(f?.path)));
      break;
    case 'deleteFile':
      refusal = checkWritable(params.path);
      break;
    case 'deleteFiles':
      refusal = first(...((params.paths as unknown[] | undefined) ?? []).map(checkWritable));
      break;
    case 'persistMedia': {
      const asset = params.asset as Asset | undefined;
      refusal = checkWritable(asset?.path);
      if (!refusal && asset) return { body: { ...body, params: { ...params, asset: sanitizedAsset(asset) } } };
      break;
    }
    case 'persistEntry': {
      const entries = ((params.dataFiles as Entry[] | undefined) ?? (params.entry ? [params.entry as Entry] : [])).filter(Boolean);
      const assets = (params.assets as Asset[] | undefined) ?? [];
      refusal = first(
        ...entries.flatMap((e) => [checkWritable(e.path), e.newPath === undefined ? null : checkWritable(e.newPath)]),
        ...assets.map((a) => checkWritable(a.path)),
        ...entries.map((e) => checkSaved(e.newPath ?? e.path, String(e.raw ?? ''))),
      );
      if (!refusal) return { body: { ...body, params: { ...params, assets: assets.map(sanitizedAsset) } } };
      break;
    }
    default:
      refusal = { status: 403, error: cmsStrings.guard.action(String(body.action)) };
  }
  return refusal ? { refusal } : { body };
}
