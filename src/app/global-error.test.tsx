import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { strings } from '@/config/strings/client';
import GlobalError from './global-error';

describe('the crash screen when the root layout itself crashed', () => {
  it('is a whole page titled "Page Error" with "This page crashed.", "Try again" and the error chain', () => {
    const error = new Error('The navbar could not render', { cause: new RangeError('Unknown version "v9"') });
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => undefined} />);
    expect(html).toMatch(/^<html lang="en"><head><title>Page Error<\/title>/);
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(`>${strings.errors.crashed}</h1>`);
    expect(html).toContain(`>${strings.errors.tryAgain}</button>`);
    expect(html).toContain('Error: The navbar could not render');
    expect(html).toContain(`${strings.errors.causedBy} </span>RangeError: Unknown version &quot;v9&quot;`);
  });
});
