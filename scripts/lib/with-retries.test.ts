import { describe, expect, it } from 'vitest';
import { withRetries } from './with-retries';

/** A task that fails `failures` times, then answers 'done'; counts its calls. */
function flaky(failures: number, message = 'Please run Lighthouse again.') {
  const task = async () => {
    task.calls++;
    if (task.calls <= failures) throw new Error(message);
    return 'done';
  };
  task.calls = 0;
  return task;
}

describe('a task run again after a failure', () => {
  it('answers once it succeeds, within the attempts allowed', async () => {
    const task = flaky(2);
    await expect(withRetries(task, 3)).resolves.toBe('done');
    expect(task.calls).toBe(3);
  });

  it('throws the last failure when every attempt fails', async () => {
    const task = flaky(5);
    await expect(withRetries(task, 3)).rejects.toThrow('Please run Lighthouse again.');
    expect(task.calls).toBe(3);
  });

  it('does not run again after a failure that is not worth retrying', async () => {
    const task = flaky(1, 'Chromium not found');
    await expect(withRetries(task, 3, (error) => /run Lighthouse again/.test(String(error)))).rejects.toThrow('Chromium not found');
    expect(task.calls).toBe(1);
  });
});
