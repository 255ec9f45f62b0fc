import { describe, expect, it } from 'vitest';
import { createModalState } from './modal-state';

describe("the search modal's own state", () => {
  it('asks the text in the search box as the question, and forgets it when Ask AI is left', () => {
    const state = createModalState();
    state.type('  restore a backup ');
    state.ask(state.get().query);
    expect(state.get()).toMatchObject({ askAi: true, question: 'restore a backup', query: '  restore a backup ' });
    state.setAskAi(false);
    expect(state.get()).toMatchObject({ askAi: false, question: '' });
  });

  it('tells its listeners only when something changed, and starts afresh when the modal closes', () => {
    const state = createModalState();
    let calls = 0;
    state.subscribe(() => calls++);
    state.type('worklist');
    state.type('worklist');
    state.setHostedAskAi(true);
    expect(calls).toBe(2);
    state.reset();
    expect(state.get()).toEqual({ query: '', askAi: false, question: '', hostedAskAi: false });
  });
});
