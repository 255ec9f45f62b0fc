import { z } from 'zod';

/** A folder's `_category_.json`: how the folder appears in the sidebar. */
export const categorySchema = z.strictObject({
  label: z.string().trim().min(1).max(60).describe('Name of the folder in the sidebar.'),
  position: z.number().int().min(0).describe('Order among the pages and folders beside it: lower numbers come first.'),
  collapsed: z
    .boolean()
    .optional()
    .describe('Whether the folder starts closed in the sidebar (it always opens along the current page). Default: true.'),
});

export type CategoryMeta = z.infer<typeof categorySchema>;

/**
 * A translated folder's `_category_.json` (content/i18n/es/docs/settings/_category_.json): its label in
 * that language. Its place and whether it starts closed are the English folder's.
 */
export const categoryTranslationSchema = categorySchema.pick({ label: true });
