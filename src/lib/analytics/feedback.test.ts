import { describe, expect, it } from 'vitest';
import { feedbackEvent, feedbackKey, rememberedAnswer } from './feedback';

describe('was this page helpful?', () => {
  it('sends the page and the answer as a custom event of the analytics service', () => {
    expect(feedbackEvent('/docs/watermark/', 'no', 'https://docs.example.org/FusionDR/docs/watermark/', 'docs.example.org')).toEqual({
      name: 'Feedback',
      url: 'https://docs.example.org/FusionDR/docs/watermark/',
      domain: 'docs.example.org',
      props: { page: '/docs/watermark/', answer: 'no' },
    });
  });

  it('remembers one answer per page, and reads nothing else as an answer', () => {
    expect(feedbackKey('fusiondr.feedback:', '/docs/watermark/')).toBe('fusiondr.feedback:/docs/watermark/');
    expect(rememberedAnswer('yes')).toBe('yes');
    expect(rememberedAnswer('no')).toBe('no');
    expect(rememberedAnswer(null)).toBeNull();
    expect(rememberedAnswer('maybe')).toBeNull();
  });
});
