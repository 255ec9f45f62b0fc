import { z } from 'zod';

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
});

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;
