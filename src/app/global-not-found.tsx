import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { SiteShell } from '@/components/layout/SiteShell';
import { strings } from '@/config/strings';
import { fullTitle, siteMetadata, siteViewport } from '@/lib/metadata';
import './globals.css';

// No robots tag of the site's own (index, follow): Next marks every not-found page noindex itself.
export const metadata: Metadata = { ...siteMetadata, title: fullTitle(strings.notFound.title), robots: null };
export const viewport = siteViewport;

/**
 * The 404 page (404.html): an address no page has. Next renders it alone, not inside the root layout, so
 * no other page carries it: a root not-found.tsx in the site's frame was sent in every page's payload,
 * twice (./not-found.tsx is what remains there).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <NotFoundMessage />
      </SiteShell>
    </SiteDocument>
  );
}
