/**
 * "Was this page helpful?": one answer per page per reader, sent to the analytics service as a custom
 * event of a Plausible-compatible events API, and remembered in the browser's storage so the question
 * is not asked again. Framework-free; the Feedback component feeds it.
 */
export const FEEDBACK_ANSWERS = ['yes', 'no'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** The event's name in the analytics service (a custom event beside `pageview`). */
export const FEEDBACK_EVENT = 'Feedback';

export interface FeedbackEvent {
  name: typeof FEEDBACK_EVENT;
  url: string;
  domain: string;
  /** `page`: the page's path under the site (`/docs/settings/users/`), so every deployment reads alike. */
  props: { page: string; answer: FeedbackAnswer };
}

export function feedbackEvent(page: string, answer: FeedbackAnswer, url: string, domain: string): FeedbackEvent {
  return { name: FEEDBACK_EVENT, url, domain, props: { page, answer } };
}

/** The storage key that remembers the answer about one page. */
export function feedbackKey(prefix: string, page: string): string {
  return `${prefix}${page}`;
}

/** A remembered answer, or null for none (or anything else found under the key). */
export function rememberedAnswer(stored: string | null): FeedbackAnswer | null {
  return (FEEDBACK_ANSWERS as readonly string[]).includes(stored ?? '') ? (stored as FeedbackAnswer) : null;
}
