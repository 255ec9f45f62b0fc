import { z } from 'zod';
import { resolveDocLink } from '../links';
import { formatSchemaIssues } from '../schema-errors';

/**
 * Developer errors in the site's configuration, caught by the content check before a build: a navbar
 * item that cannot render, and a configured link to a doc id that does not exist. Each message names
 * the item and says what to change.
 */

const NAV_LINKS_FILE = 'src/components/layout/nav-links.ts';

const navItemFields = {
  label: z.string().trim().min(1),
  href: z.string().trim().min(1),
  external: z.boolean(),
};

const navItemSchema = z
  .strictObject(navItemFields)
  .superRefine((item, ctx) => {
    if (item.external) {
      if (!/^https?:\/\/[^/\s]+/.test(item.href)) {
        ctx.addIssue({ code: 'custom', path: ['href'], input: item.href, message: 'an absolute http(s) address (the item is external)' });
      }
    } else if (!item.href.startsWith('/') || item.href.startsWith('//')) {
      ctx.addIssue({ code: 'custom', path: ['href'], input: item.href, message: 'a site path starting with "/", without the base path (the item is not external)' });
    }
  });

function itemName(item: unknown, index: number): string {
  const label = typeof item === 'object' && item !== null ? (item as { label?: unknown }).label : undefined;
  return typeof label === 'string' && label.trim() ? `"${label}" (item ${index + 1})` : `${index + 1}`;
}

/** Checks the navbar's items: each needs a label, an href and `external`, with an href that fits. */
export function checkNavItems(items: readonly unknown[], docIds: ReadonlySet<string>): string[] {
  return items.flatMap((item, index) => {
    const name = `${NAV_LINKS_FILE}: navbar item ${itemName(item, index)}`;
    const result = navItemSchema.safeParse(item, { reportInput: true });
    if (!result.success) {
      const data = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return formatSchemaIssues(`${name} cannot render`, result.error.issues, data, Object.keys(navItemFields));
    }
    return result.data.external ? [] : checkConfigLinks([{ where: name, href: result.data.href }], docIds);
  });
}

export interface ConfigLink {
  /** Names the link for the developer: file and item. */
  where: string;
  /** A site path without the base path, e.g. '/docs/settings/users/'. */
  href: string;
}

/** Every configured link into /docs/ must name a doc that exists. */
export function checkConfigLinks(links: readonly ConfigLink[], docIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { where, href } of links) {
    if (!/^\/docs(\/|$|#|\?)/.test(href)) continue;
    const target = resolveDocLink(href, '', false);
    if (target && !docIds.has(target.docId)) {
      problems.push(`${where} links to the doc id "${target.docId}" (${href}), which does not exist: add content/docs/${target.docId}.mdx or fix the link.`);
    }
  }
  return problems;
}
