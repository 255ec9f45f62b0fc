import type { Outcome } from './outcomes';

/** What the search modal shows besides DocSearch's own screens. */
export type ModalPanelKind = 'none' | 'askai' | 'error' | 'empty' | 'partial';

export interface ModalView {
  /** The text in the search box. */
  query: string;
  /** Ask AI without an assistant (quotes from the docs) is on. */
  askAi: boolean;
  /** The hosted assistant's own Ask AI screen is open. */
  hostedAskAi: boolean;
}

/**
 * The panel for what the reader sees: Ask AI's quotes; a failure that stays a failure (DocSearch turns
 * it into "no results" a moment later); no results with suggestions that work; or the note that the
 * results answer only some of the words. Nothing while the box is empty or the hosted assistant talks.
 */
export function modalPanel(view: ModalView, outcome: Outcome | undefined): ModalPanelKind {
  if (view.askAi) return 'askai';
  if (view.hostedAskAi || !view.query.trim() || !outcome) return 'none';
  if (outcome.status === 'error' || outcome.status === 'empty') return outcome.status;
  if (outcome.status === 'results' && outcome.partial) return 'partial';
  return 'none';
}
