import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { strings } from '@/config/strings';

export const metadata = { title: strings.notFound.title, robots: { index: false } };

/**
 * What a page that calls notFound() shows in its place, and what every page's payload carries for that
 * case: the message alone. No exported page calls it; an address no page has gets the 404 page in the
 * site's frame (./global-not-found.tsx).
 */
export default function NotFound() {
  return <NotFoundMessage />;
}
