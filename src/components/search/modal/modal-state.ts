/** The modal's own state beside DocSearch's: whether Ask AI (quotes from the docs) is on, and the question. */
export interface ModalSnapshot {
  askAi: boolean;
  question: string;
}

export interface ModalState {
  get(): ModalSnapshot;
  setAskAi(on: boolean): void;
  ask(question: string): void;
  subscribe(listener: () => void): () => void;
}

export function createModalState(): ModalState {
  let snapshot: ModalSnapshot = { askAi: false, question: '' };
  const listeners = new Set<() => void>();
  const set = (next: ModalSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    setAskAi: (on) => set({ askAi: on, question: on ? snapshot.question : '' }),
    ask: (question) => set({ askAi: true, question: question.trim() }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
