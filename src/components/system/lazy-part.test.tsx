// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../../tests/support/react-root';
import { LAZY_LOADER_DELAY_MS } from '@/config/behaviours';
import { strings } from '@/config/strings/client';
import { lazyPart } from './lazy-part';

const Part = ({ name }: { name: string }) => <p>Hello {name}</p>;
const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

let root: Root;
let container: HTMLElement;
let unmount: () => Promise<void>;
beforeEach(() => {
  ({ root, container, unmount } = mountRoot());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmount();
  vi.restoreAllMocks();
});

describe('a lazily loaded part', () => {
  it('shows no loading text when it arrives within 200 ms', async () => {
    const Lazy = lazyPart(() => new Promise<{ default: typeof Part }>((done) => setTimeout(() => done({ default: Part }), 50)));
    await act(async () => root.render(<Lazy name="Vet" />));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await wait(LAZY_LOADER_DELAY_MS + 100);
    observer.disconnect();
    expect(container.textContent).toBe('Hello Vet');
    expect(seen.some((text) => text.includes(strings.errors.loading))).toBe(false);
  });

  it('shows the loading text after 200 ms while it is still on its way', async () => {
    let arrive!: () => void;
    const Lazy = lazyPart(() => new Promise<{ default: typeof Part }>((done) => (arrive = () => done({ default: Part }))));
    await act(async () => root.render(<Lazy name="Vet" />));
    await wait(50);
    expect(container.textContent).toBe('');
    await wait(LAZY_LOADER_DELAY_MS + 50);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(strings.errors.loading);
    await act(async () => arrive());
    expect(container.textContent).toBe('Hello Vet');
  });

  it('shows the error and "Retry" when it fails, and loads again on "Retry"', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(Object.assign(new Error('Failed to load chunk /FusionDR/_next/static/chunks/x.js'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyPart(load);
    await act(async () => root.render(<Lazy name="Vet" />));
    await wait(10);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(strings.errors.loadFailed);
    expect(alert?.textContent).toContain('ChunkLoadError: Failed to load chunk /FusionDR/_next/static/chunks/x.js');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === strings.errors.retry)!;
    await act(async () => retry.click());
    await wait(10);
    expect(container.textContent).toBe('Hello Vet');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once when its code was already loaded', async () => {
    const Lazy = lazyPart(async () => ({ default: Part }));
    await act(async () => root.render(<Lazy name="first" />));
    await wait(10);
    await act(async () => root.render(<div />));
    await act(async () => root.render(<Lazy name="again" />));
    expect(container.textContent).toBe('Hello again');
  });
});
