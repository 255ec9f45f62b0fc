import { site } from '@/config/site';
import { strings } from '@/config/strings/drawer';

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

/** The navbar's links, also listed in the footer and the mobile drawer, in a locale's words; `docs` is its docs' address. */
export function navLinksOf(labels: { docs: string; help: string; feedback: string } = strings.nav, docs = '/docs/'): NavLink[] {
  return [
    { label: labels.docs, href: docs, external: false },
    { label: labels.help, href: site.helpUrl, external: true },
    { label: labels.feedback, href: site.feedbackUrl, external: true },
  ];
}

/** The English site's links. */
export const navLinks: NavLink[] = navLinksOf();
