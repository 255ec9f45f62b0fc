import { strings } from '@/config/strings';
import { docEditHref, screenEditHref } from '@/lib/facts/edit-links';
import { currentFacts } from '@/lib/facts/source';

/** For writers: the doc in the CMS, and the facts of the screens this page is the home of. */
export function EditLinks({ docId, sourcePath }: { docId: string; sourcePath: string }) {
  const screens = currentFacts().screens.filter((s) => s.doc === docId);
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
