import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { strings } from '@/config/strings/client';
import FallbackCrashPage from './FallbackCrashPage.client';

describe('the last-resort crash page (when the site crash page fails too)', () => {
  it('is a whole page titled "Page Error" that says the page crashed and offers "Try again"', () => {
    const html = renderToStaticMarkup(<FallbackCrashPage />);
    expect(html).toBe(
      `<html lang="en"><head><title>${strings.errors.pageTitle}</title></head><body><p>${strings.errors.crashed}</p>` +
        `<button type="button">${strings.errors.tryAgain}</button></body></html>`,
    );
  });
});
