import type { SiteDoc } from '@/catalogue/snapshot';
import { printDocId } from '@/lib/print/print-ids';

/** One doc of the print page: its title, then its body as rendered for print with the rest of it (src/components/mdx/render-body.ts). */
export function PrintDoc({ doc }: { doc: SiteDoc }) {
  return (
    <article id={printDocId(doc.docId)} className="print-doc" aria-labelledby={`${printDocId(doc.docId)}-title`}>
      <h2 id={`${printDocId(doc.docId)}-title`}>{doc.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: doc.printHtml }} />
    </article>
  );
}
