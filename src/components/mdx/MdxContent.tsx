import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps, ComponentType } from 'react';
import { mdxComponents } from './components';

type MdxComponents = ComponentProps<ReturnType<typeof getMDXComponent>>['components'];

/**
 * Renders a doc's compiled MDX on the server: no MDX runtime reaches the browser. `overrides` replace
 * the elements a page renders differently (the print page's headings and links).
 */
export function MdxContent({ code, overrides }: { code: string; overrides?: Record<string, ComponentType<never>> }) {
  const Content = getMDXComponent(code);
  return <Content components={{ ...mdxComponents, ...overrides } as MdxComponents} />;
}
