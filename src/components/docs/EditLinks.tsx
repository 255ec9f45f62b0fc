import { strings } from '@/config/strings';
import { docEditHref, screenEditHref } from '@/lib/facts/edit-links';
import { screensHomedAt } from '@/catalogue/docs';

/** For writers: the doc in the CMS, and the facts of the screens this page is the home of (`withFacts`: the docs being written). */
export function EditLinks({ docId, sourcePath, withFacts = true }: { docId: string; sourcePath: string; withFacts?: boolean }) {
  const screens = withFacts ? screensHomedAt(docId) : [];
  return (
    <p className="edit-links">
      <a href={docEditHref(sourcePath)}>{strings.docs.editPage}</a>
      {screens.map((screen) => (
        <a key={screen.id} href={screenEditHref(screen.id)}>
          {strings.docs.editFacts(screen.name)}
        </a>
      ))}
    </p>
  );
}
