import { describe, expect, it } from 'vitest';
import { checkAdmonitions } from './admonitions';

const path = 'content/docs/introduction.mdx';
const box = (head: string) => `Text.\n\n${head}\nBody.\n:::\n`;

describe('the admonition rule', () => {
  it('accepts danger for people and animals, warning for equipment and data, and free notes', () => {
    for (const head of [':::danger[Radiation safety]', ':::danger[Patient safety]', ':::warning[Data loss]', ':::warning[Personal data]', ':::warning[Equipment damage]', ':::note[Why AED needs signal]', ':::tip']) {
      expect(checkAdmonitions(path, box(head), 0)).toEqual([]);
    }
  });

  it('moves a safety risk written as a warning up to danger, with its line', () => {
    expect(checkAdmonitions(path, box(':::warning[Radiation safety]'), 6)).toEqual([
      `${path}:9: ":::warning[Radiation safety]" mixes two levels: "Radiation safety" is a risk of harm to people or animals, so write ":::danger[Radiation safety]".`,
    ]);
  });

  it('moves data loss written as danger down to warning', () => {
    expect(checkAdmonitions(path, box(':::danger[Data loss]'), 0)[0]).toContain('write ":::warning[Data loss]"');
  });

  it('asks for a risk title on danger and warning boxes', () => {
    expect(checkAdmonitions(path, box(':::warning'), 0)).toEqual([
      `${path}:3: ":::warning" is for a risk to equipment or data and takes one of the titles [Data loss], [Personal data], [Equipment damage]. If the box is about something else, use :::note, :::tip or :::info.`,
    ]);
    expect(checkAdmonitions(path, box(':::danger[Be careful]'), 0)[0]).toContain('not "[Be careful]"');
  });

  it('refuses a note that hides a risk', () => {
    expect(checkAdmonitions(path, box(':::note[Patient safety]'), 0)).toEqual([
      `${path}:3: a note box titled "Patient safety" hides a risk: write ":::danger[Patient safety]".`,
    ]);
  });
});
