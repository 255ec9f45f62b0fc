import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes } from 'react';
import { printHeadingId, printHref } from '@/lib/print/print-ids';

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

/** A doc's heading one level down (the doc's title is the h2), its id prefixed with the doc's. */
function demoted(Tag: 'h3' | 'h4' | 'h5' | 'h6', docId: string) {
  return function DemotedHeading({ id, ...rest }: HeadingProps) {
    return <Tag id={id ? printHeadingId(docId, id) : undefined} {...rest} />;
  };
}

/** How a doc body's elements change on the print page: headings and row ids made unique, links kept inside the page. */
export function printOverrides(docId: string, docIds: ReadonlySet<string>) {
  return {
    h2: demoted('h3', docId),
    h3: demoted('h4', docId),
    h4: demoted('h5', docId),
    h5: demoted('h6', docId),
    h6: demoted('h6', docId),
    // A setting's (or a port's) row is a link target too.
    tr: ({ id, ...rest }: HTMLAttributes<HTMLTableRowElement>) => <tr id={id ? printHeadingId(docId, id) : undefined} {...rest} />,
    a: ({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={printHref(href, docId, docIds)} {...rest} />,
    // Printing does not wait for lazy images below the fold: they load with the page, after its text and styles.
    img: ({ alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) => (
      // eslint-disable-next-line @next/next/no-img-element
      <img alt={alt} {...rest} loading="eager" fetchPriority="low" />
    ),
  };
}
