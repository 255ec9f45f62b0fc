import { site } from '@/config/site';
import { strings } from '@/config/strings/drawer';

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

/** The navbar's links, also listed in the footer and the mobile drawer. */
export const navLinks: NavLink[] = [
  { label: strings.nav.docs, href: '/docs/', external: false },
  { label: strings.nav.help, href: site.helpUrl, external: true },
  { label: strings.nav.feedback, href: site.feedbackUrl, external: true },
];
