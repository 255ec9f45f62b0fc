import { describe, expect, it, vi } from 'vitest';
import { loadSidebar } from './sidebar-file';

const tree = [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a/' }];

describe('the sidebar navigation file', () => {
  it('is fetched once however many categories ask for it', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(tree)));
    const [a, b] = await Promise.all([loadSidebar('/nav/one.json', fetchImpl), loadSidebar('/nav/one.json', fetchImpl)]);
    expect(a).toEqual(tree);
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after a failure, so a reader can retry', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));
    await expect(loadSidebar('/nav/two.json', fetchImpl)).rejects.toThrow('503');
    fetchImpl.mockImplementation(async () => new Response(JSON.stringify(tree)));
    await expect(loadSidebar('/nav/two.json', fetchImpl)).resolves.toEqual(tree);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
