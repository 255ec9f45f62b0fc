import { renderBody, type RenderedBody } from '../../src/components/mdx/render-body';
import type { CheckedDoc } from '../../src/lib/content-check';

/** Rendered bodies, remembered by parse: the development site checks after every save, and re-renders only what it parsed again. */
const rendered = new WeakMap<object, RenderedBody>();

/** Each readable doc's body rendered from the check's parse, by source file (`content/docs/x.mdx`); `ready` gives those already rendered. */
export function renderBodies(docs: readonly CheckedDoc[], ready: (doc: CheckedDoc) => RenderedBody | undefined = () => undefined): Map<string, RenderedBody> {
  const docIds = new Set(docs.map((doc) => doc.docId));
  const bodies = new Map<string, RenderedBody>();
  for (const doc of docs) {
    if (!doc.tree) continue;
    let body = ready(doc) ?? rendered.get(doc.tree);
    if (!body) {
      body = renderBody(doc.tree, doc.docId, docIds);
      rendered.set(doc.tree, body);
    }
    bodies.set(doc.path, body);
  }
  return bodies;
}
