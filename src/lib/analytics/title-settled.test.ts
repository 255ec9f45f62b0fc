// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterTitleSettles } from './title-settled';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('waiting for the new page’s title', () => {
  it('goes on as soon as a new title is set', async () => {
    document.title = 'Introduction';
    const done = vi.fn(() => document.title);
    afterTitleSettles('Introduction', 1000, done);
    document.querySelector('title')!.remove();
    await wait(5);
    expect(done).not.toHaveBeenCalled();
    document.title = 'Users';
    await wait(5);
    expect(done).toHaveBeenCalledOnce();
    expect(done.mock.results[0].value).toBe('Users');
  });

  it('goes on at once when the title is already new', async () => {
    document.title = 'Users';
    const done = vi.fn();
    afterTitleSettles('Introduction', 1000, done);
    await wait(5);
    expect(done).toHaveBeenCalledOnce();
  });

  it('goes on after the wait when the title stays (a hash change)', async () => {
    document.title = 'Users';
    const done = vi.fn();
    afterTitleSettles('Users', 400, done);
    await wait(20);
    expect(done).not.toHaveBeenCalled();
    await wait(500);
    expect(done).toHaveBeenCalledOnce();
  });

  it('can be cancelled', async () => {
    document.title = 'Users';
    const done = vi.fn();
    const cancel = afterTitleSettles('Users', 20, done);
    cancel();
    document.title = 'Other';
    await wait(40);
    expect(done).not.toHaveBeenCalled();
  });
});
