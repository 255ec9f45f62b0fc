import { describe, expect, it } from 'vitest';
import { modalPanel, type ModalView } from './modal-panel';

const typed = (query: string, view: Partial<ModalView> = {}): ModalView => ({ query, askAi: false, hostedAskAi: false, ...view });

describe('what the search modal shows besides DocSearch', () => {
  it('keeps a failed search on screen as a failure', () => {
    expect(modalPanel(typed('worklist'), { status: 'error', query: 'worklist' })).toBe('error');
  });

  it('shows no results with their suggestions, and the note for partial matches', () => {
    expect(modalPanel(typed('zzqqxx'), { status: 'empty', query: 'zzqqxx', suggestions: ['worklist'] })).toBe('empty');
    expect(modalPanel(typed('worklist zebra'), { status: 'results', query: 'worklist zebra', nbHits: 3, partial: true })).toBe('partial');
  });

  it("leaves DocSearch's own screens alone for results, loading, an empty box and the hosted assistant", () => {
    expect(modalPanel(typed('worklist'), { status: 'results', query: 'worklist', nbHits: 3, partial: false })).toBe('none');
    expect(modalPanel(typed('worklist'), { status: 'loading', query: 'worklist' })).toBe('none');
    expect(modalPanel(typed('  '), { status: 'error', query: '' })).toBe('none');
    expect(modalPanel(typed('worklist'), undefined)).toBe('none');
    expect(modalPanel(typed('worklist', { hostedAskAi: true }), { status: 'error', query: 'worklist' })).toBe('none');
  });

  it('shows Ask AI quotes whenever Ask AI is on, whatever the keyword search did', () => {
    expect(modalPanel(typed('', { askAi: true }), undefined)).toBe('askai');
    expect(modalPanel(typed('backup', { askAi: true }), { status: 'error', query: 'backup' })).toBe('askai');
  });
});
