import { getMDXComponent } from 'next-contentlayer2/hooks';
import { MdxLink } from './MdxLink';
import { ReleaseDate } from './ReleaseDate';

const components = { a: MdxLink, ReleaseDate };

/** Renders a doc's compiled MDX on the server: no MDX runtime reaches the browser. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return <Content components={components} />;
}
