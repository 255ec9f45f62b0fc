import { Suspense } from 'react';
import { analyticsConfig } from '@/config/analytics';
import { Analytics } from './Analytics.client';
import { ChunkErrorReload } from './ChunkErrorReload.client';
import { LinkRouter } from './LinkRouter.client';
import { RouteProgress } from './RouteProgress.client';

/**
 * The site-wide behaviours that render nothing of their own: in-place navigation of site links, the route progress bar, page-view
 * analytics (only when configured at build time), and the reload after a failed chunk load.
 */
export function SiteBehaviours() {
  const analytics = analyticsConfig();
  return (
    <>
      {/* useSearchParams needs a Suspense boundary in a static export. */}
      <Suspense fallback={null}>
        <RouteProgress />
        {analytics && <Analytics endpoint={analytics.endpoint} domain={analytics.domain} />}
      </Suspense>
      <LinkRouter />
      <ChunkErrorReload />
    </>
  );
}
