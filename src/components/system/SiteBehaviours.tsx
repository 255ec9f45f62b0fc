import { Suspense } from 'react';
import { Analytics } from './Analytics.client';
import { ChunkErrorReload } from './ChunkErrorReload.client';
import { LinkRouter } from './LinkRouter.client';
import { RouteFocus } from './RouteFocus.client';
import { RouteProgress, RouteProgressStart } from './RouteProgress.client';
import { ShellControls } from './ShellControls.client';

/**
 * The site-wide behaviours that render nothing of their own: the site shell's controls, in-place
 * navigation of site links, the route progress bar, focus on the new page after an in-place change, page-view analytics (active only when the page's settings configure it), and the reload
 * after a failed chunk load.
 */
export function SiteBehaviours() {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary in a static export. */}
      <Suspense fallback={null}>
        <RouteProgress />
        <RouteFocus />
        <Analytics />
      </Suspense>
      <RouteProgressStart />
      <ShellControls />
      <LinkRouter />
      <ChunkErrorReload />
    </>
  );
}
