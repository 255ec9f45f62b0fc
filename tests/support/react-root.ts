import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React's act() warns unless the environment says it is a test's.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A React root in an element of its own on the page, for a component test in jsdom; `unmount` removes both. */
export function mountRoot(): { root: Root; container: HTMLElement; unmount: () => Promise<void> } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const unmount = async () => {
    await act(async () => root.unmount());
    container.remove();
  };
  return { root, container, unmount };
}
