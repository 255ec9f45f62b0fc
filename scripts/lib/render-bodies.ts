import { renderBody, type RenderedBody } from '../../src/components/mdx/render-body';
import type { CheckedDoc } from '../../src/lib/content-check';
import type { DocsVersion } from '../../src/config/versions';

/** Rendered bodies, remembered by parse: the development site checks after every save, and re-renders only what it parsed again. */
const rendered = new WeakMap<object, RenderedBody>();

/**
 * Each readable doc's body rendered from the check's parse, by source file (`content/docs/x.mdx`), each
 * version's among its own docs; `ready` gives those already rendered.
 */
export function renderBodies(
  manuals: readonly { version: Pick<DocsVersion, 'path'>; docs: readonly CheckedDoc[] }[],
  ready: (doc: CheckedDoc) => RenderedBody | undefined = () => undefined,
): Map<string, RenderedBody> {
  const bodies = new Map<string, RenderedBody>();
  for (const manual of manuals) renderVersion(manual.docs, manual.version.path, ready, bodies);
  return bodies;
}

function renderVersion(docs: readonly CheckedDoc[], versionPath: string, ready: (doc: CheckedDoc) => RenderedBody | undefined, bodies: Map<string, RenderedBody>): void {
  const docIds = new Set(docs.map((doc) => doc.docId));
  for (const doc of docs) {
    if (!doc.tree) continue;
    let body = ready(doc) ?? rendered.get(doc.tree);
    if (!body) {
      body = renderBody(doc.tree, doc.docId, docIds, versionPath);
      rendered.set(doc.tree, body);
    }
    bodies.set(doc.path, body);
  }
}
