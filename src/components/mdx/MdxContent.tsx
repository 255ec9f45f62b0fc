import { getMDXComponent } from 'next-contentlayer2/hooks';
import { mdxComponents } from './components';

/** Renders a doc's compiled MDX on the server: no MDX runtime reaches the browser. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return <Content components={mdxComponents} />;
}
