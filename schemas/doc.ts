import { z } from 'zod';

/** A doc id as written after /docs/ in an address: folders and a name, each of letters, digits, - and _ (`settings/DICOM/worklist`). */
export const DOC_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

/** The frontmatter of one doc (`content/docs/**\/*.mdx`). The one truth about a doc's fields. */
export const docFrontmatterSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe('Page title, shown as the heading of the page and in the browser tab.'),
  description: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('One or two sentences saying what the page helps the reader do; used by search engines.'),
  sidebar_position: z
    .number()
    .int()
    .min(0)
    .describe('Order among the pages of the same folder: lower numbers come first.'),
  sidebar_label: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe('Shorter name for the sidebar, when the title is too long.'),
  last_update: z.iso
    .date()
    .optional()
    .describe('Date the content was last reviewed, written YYYY-MM-DD. Without it, the date of the last commit is shown.'),
  redirect_from: z
    .array(
      z
        .string()
        .trim()
        .regex(DOC_ID_SHAPE, 'a doc id as written after /docs/ in the old address, such as settings/oldName (letters, digits, - and _, folders separated by /, no /docs/ and no slash at either end)'),
    )
    .optional()
    .describe('Old ids of this page, each the part after /docs/ of an old address (settings/oldName): those addresses lead here. In the CMS, separate them with commas.'),
});

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;
