'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { BASE_PATH, storageKeys } from '@/config/site';
import { strings } from '@/config/strings/feedback';
import { FEEDBACK_ANSWERS, feedbackEvent, feedbackKey, rememberedAnswer, type FeedbackAnswer } from '@/lib/analytics/feedback';
import { sendEvent } from '@/lib/analytics/send-event';
import type { AnalyticsSettings } from '@/lib/settings/site-settings';
import { readStorage, writeStorage } from '@/lib/storage';

/** The question, then a thank-you in its place once answered (also when the reader comes back). */
export function Feedback({ page, analytics }: { page: string; analytics: AnalyticsSettings }) {
  const key = feedbackKey(storageKeys.feedbackPrefix, page);
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(() => rememberedAnswer(readStorage(key)));
  const [justAnswered, setJustAnswered] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const questionId = useId();

  // The pressed button is gone: the focus goes to the thank-you that replaced it, not to the page's top.
  useEffect(() => {
    if (justAnswered) thanks.current?.focus();
  }, [justAnswered]);

  const answerWith = (chosen: FeedbackAnswer) => {
    if (rememberedAnswer(readStorage(key))) return setAnswer(rememberedAnswer(readStorage(key)));
    writeStorage(key, chosen);
    setAnswer(chosen);
    setJustAnswered(true);
    void sendEvent(analytics.endpoint, feedbackEvent(page, chosen, `${window.location.origin}${BASE_PATH}${page}`, analytics.domain));
  };

  return (
    <div className="page-feedback" role="group" aria-labelledby={answer ? undefined : questionId} aria-label={answer ? strings.feedback.question : undefined}>
      {answer ? (
        <p ref={thanks} tabIndex={-1} role="status">
          {strings.feedback.thanks}
        </p>
      ) : (
        <>
          <p id={questionId}>{strings.feedback.question}</p>
          {FEEDBACK_ANSWERS.map((choice) => (
            <button key={choice} type="button" onClick={() => answerWith(choice)}>
              {strings.feedback[choice]}
            </button>
          ))}
        </>
      )}
    </div>
  );
}
