/**
 * The content check's verdict on a doc as the CMS form holds it: the file the CMS would write, checked
 * by the same function as `npm run check:content`, the build and the development site. The preview
 * shows these sentences and Publish refuses while there are any.
 */
import { categorySchema, docFrontmatterSchema } from '../../schemas';
import { checkCategory, checkDoc } from '../lib/content-check';
import { cmsStrings } from '../config/cms';
import { CMS_FORMATS } from './formats';

const FIELD_ORDER = Object.keys(docFrontmatterSchema.shape);

export function docVerdict(data: Record<string, unknown>, path?: string): string[] {
  const text = CMS_FORMATS.doc.formatter.toFile(data, FIELD_ORDER);
  return checkDoc({ path: path || cmsStrings.preview.newDocPath, text }).errors;
}

const CATEGORY_ORDER = Object.keys(categorySchema.shape);

/** The same for a folder's `_category_.json`. */
export function folderVerdict(data: Record<string, unknown>, path?: string): string[] {
  const text = CMS_FORMATS.category.formatter.toFile(data, CATEGORY_ORDER);
  return checkCategory({ path: path || cmsStrings.folders.newFolderPath, text }).errors;
}

/** Decap shows a failed save as "...: %{details}", with the error's text as the details. */
class RefusedEntry extends Error {
  override toString() {
    return this.message;
  }
}

/**
 * For Decap's preSave event: refuses the entry with the content check's sentences, worded as the local
 * server's guard words them (src/cms/local-guard.ts), so every backend refuses alike; or lets it through.
 */
export function refuseInvalidEntry({ entry }: { entry: { get(key: string): unknown } }): undefined {
  const raw = entry.get('data') as { toJS?: () => Record<string, unknown> } | undefined;
  const data = raw?.toJS?.() ?? {};
  const path = String(entry.get('path') ?? '');
  const problems = entry.get('collection') === 'folders' ? folderVerdict(data, path) : docVerdict(data, path);
  if (problems.length > 0) throw new RefusedEntry(cmsStrings.guard.invalid(problems));
  return undefined;
}
