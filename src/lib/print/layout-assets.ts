import { SITE_SCRIPT_ATTRIBUTE } from '../../config/csp';

export interface PrintPageAssets {
  /** The site's stylesheets, as the other pages link them. */
  stylesheets: string[];
  icon?: { href: string; type?: string };
  /** The code of the site's own scripts in the head (colour mode, base-URL check), exactly as the other pages run it. */
  headScripts: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The stylesheets, icon and site scripts of an exported page's head (the home page's), so the print page
 * the build writes beside it looks and behaves the same: Next names the stylesheets by their content, and
 * the scripts are the site's own (<SiteScript>), as compiled for the browser.
 */
export function layoutAssets(html: string): PrintPageAssets {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link\b[^>]*>/gi) ?? [];
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').flatMap((tag) => attribute(tag, 'href') ?? []);
  const iconTag = links.find((tag) => attribute(tag, 'rel') === 'icon');
  const icon = iconTag && attribute(iconTag, 'href') ? { href: attribute(iconTag, 'href')!, type: attribute(iconTag, 'type') } : undefined;
  const headScripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => attributes.includes(` ${SITE_SCRIPT_ATTRIBUTE}=`))
    .map(([, , code]) => code);
  return { stylesheets, ...(icon ? { icon } : {}), headScripts };
}
