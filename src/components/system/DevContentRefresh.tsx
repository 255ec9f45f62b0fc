import { snapshotVersion } from '@/catalogue/snapshot';
import { ContentRefresh } from './ContentRefresh.client';

/** On the development site: the open page shows each change of the docs once it is published (scripts/dev-gate.ts says which snapshot is current). */
export function DevContentRefresh() {
  return <ContentRefresh shownVersion={snapshotVersion()} />;
}
