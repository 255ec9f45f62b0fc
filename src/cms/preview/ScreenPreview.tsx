import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useMemo } from 'react';
import { cmsStrings } from '../../config/cms';
import { parseFacts, SCREENS_DIR, type FactSourceFile } from '../../lib/facts/parse';
import { currentFacts, provideFacts } from '../../lib/facts/source';
import { renderBody } from './render-body';

let factFiles: FactSourceFile[] = [];

/** The facts files the admin started with; a screen being edited replaces its own. */
export function setPreviewFactFiles(files: FactSourceFile[]) {
  factFiles = files;
}

/** What a screen's facts look like on its page (its settings table and messages), or why the build would refuse them. */
function renderScreen(id: string, text: string) {
  const path = `${SCREENS_DIR}/${id}.yaml`;
  const { facts, problems } = parseFacts([...factFiles.filter((f) => f.path !== path), { path, text }]);
  if (!facts) return { problems };
  const screen = facts.screens.find((s) => s.id === id);
  const markdown = [
    screen?.settings.length ? `::settings{screen=${id}}` : '',
    screen?.messages.length ? `::messages{screen=${id}}` : '',
  ].join('\n\n');
  const before = currentFacts();
  provideFacts(facts);
  try {
    return { rendered: renderBody(markdown), name: screen?.name ?? id, open: screen?.open ?? '' };
  } finally {
    provideFacts(before);
  }
}

export function ScreenPreview({ entry }: PreviewTemplateComponentProps) {
  const id = String(entry.get('slug') ?? '');
  const text = String(entry.getIn(['data', 'text']) ?? '');
  const result = useMemo(() => renderScreen(id, text), [id, text]);
  return (
    <article className="mx-auto max-w-3xl px-6 py-8">
      <div className="prose prose-slate max-w-none prose-a:text-brand-700">
        {'problems' in result && result.problems ? (
          <div role="alert" className="not-prose rounded-lg border-l-4 border-red-600 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-bold">{cmsStrings.preview.factsError}</p>
            <ul className="mt-1 font-mono">
              {result.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <h1>{result.name}</h1>
            <p>{result.open}</p>
            {result.rendered?.ok ? result.rendered.content : <p role="alert">{result.rendered?.message}</p>}
          </>
        )}
      </div>
    </article>
  );
}
