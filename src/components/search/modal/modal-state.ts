/**
 * The modal's own state beside DocSearch's: the text in the search box, whether Ask AI (quotes from
 * the docs) is on and the question asked, and whether the hosted assistant's own Ask AI screen is open.
 */
export interface ModalSnapshot {
  /** What the search box holds, as last typed or set. */
  query: string;
  askAi: boolean;
  question: string;
  /** The hosted assistant's Ask AI screen owns the modal: the panel stays out of its way. */
  hostedAskAi: boolean;
}

export interface ModalState {
  get(): ModalSnapshot;
  type(query: string): void;
  setAskAi(on: boolean): void;
  ask(question: string): void;
  setHostedAskAi(on: boolean): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

const initial: ModalSnapshot = { query: '', askAi: false, question: '', hostedAskAi: false };

export function createModalState(): ModalState {
  let snapshot: ModalSnapshot = initial;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ModalSnapshot>) => {
    if (Object.entries(next).every(([key, value]) => snapshot[key as keyof ModalSnapshot] === value)) return;
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    type: (query) => set({ query }),
    setAskAi: (on) => set({ askAi: on, question: on ? snapshot.question : '' }),
    ask: (question) => set({ askAi: true, question: question.trim() }),
    setHostedAskAi: (on) => set({ hostedAskAi: on }),
    reset: () => set(initial),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
