import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { registeredComponents } from '../../components/mdx/components';
import { REGISTERED_COMPONENTS } from '../../config/doc-rules';
import { bodyReferences } from '../markdown';
import { parseDocBody, rehypePlugins, remarkPlugins, transformDocBody } from './preset';

const compileDoc = (body: string) => compile(body, { remarkPlugins, rehypePlugins });

describe('the site’s one MDX preset', () => {
  it('stops the MDX compiler on what a doc may not contain, before any code is generated', async () => {
    await expect(compileDoc('Hi\n\n<script>alert(1)</script>\n')).rejects.toThrow(/<script> is not allowed in a doc/);
    await expect(compileDoc('{String(process.getBuiltinModule("fs").writeFileSync("x", ""))}\n')).rejects.toThrow(/Curly braces/);
    await expect(compileDoc('<Tabs />\n')).rejects.toThrow(/<Tabs> is not a component the site knows/);
  });

  it('compiles a doc of Markdown, admonitions and registered components', async () => {
    const code = String(await compileDoc(':::tip\nScan it.\n:::\n\nReleased <ReleaseDate date="2026-11-03" />.\n'));
    expect(code).toContain('admonition-tip');
    expect(code).toContain('ReleaseDate');
  });

  it('turns <a href> and <img src> into the Markdown link and image they stand for, under the base path', async () => {
    const code = String(await compileDoc('<a href="/docs/settings/users">Users</a>\n\n<img src="/img/docs/a.svg" alt="A" />\n'));
    expect(code).toContain('"/FusionDR/docs/settings/users/"');
    expect(code).toContain('"/FusionDR/img/docs/a.svg"');
    const tree = transformDocBody(parseDocBody('Text <a href="/docs/x#y">x</a>\n'));
    expect(JSON.stringify(tree)).toContain('"type":"link"');
  });

  it('lists JSX links and images with the Markdown ones, for the content check', () => {
    const refs = bodyReferences('[A](/docs/a)\n\n<a href="/docs/b">B</a>\n\n<img src="/img/docs/c.svg" alt="C" />\n');
    expect(refs).toEqual([
      { kind: 'link', url: '/docs/a', line: 1 },
      { kind: 'link', url: '/docs/b', line: 3 },
      { kind: 'image', url: '/img/docs/c.svg', line: 5 },
    ]);
  });

  it('has a React implementation for every registered component', () => {
    expect(Object.keys(registeredComponents).sort()).toEqual(Object.keys(REGISTERED_COMPONENTS).sort());
  });

  it('parses without changing the tree: the transforms run on their own', () => {
    const tree: Root = parseDocBody(':::note\nA\n:::\n');
    expect(tree.children[0].type).toBe('containerDirective');
  });
});
