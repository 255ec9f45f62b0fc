/**
 * Checks and publishes the content snapshot in a child process (scripts/content-publish-worker.ts),
 * one run at a time: requests made while a run is under way are answered by one more run after it,
 * which sees every change made meanwhile. The development site's own process stays free to answer.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { publishContentSnapshot } from './content-snapshot';

export interface PublishResult {
  outcome: ReturnType<typeof publishContentSnapshot>;
  problemCount: number;
}

export interface Publisher {
  /** Resolves once a check and publication that started after this call has finished. */
  publish(): Promise<PublishResult>;
  stop(): void;
}

const WORKER = fileURLToPath(new URL('./content-publish-worker.ts', import.meta.url));

export function startPublisher(root: string): Publisher {
  let child: ChildProcess | undefined;
  let stopped = false;
  let running: Promise<PublishResult> | undefined;
  let queued: Promise<PublishResult> | undefined;

  const worker = () => {
    if (child && child.exitCode === null && child.signalCode === null) return child;
    // tsx's loader, resolved from the site's folder as `npx tsx` would.
    child = fork(WORKER, [], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return child;
  };

  const runOnce = () =>
    new Promise<PublishResult>((resolve, reject) => {
      if (stopped) return reject(new Error('the content publisher is stopped'));
      const current = worker();
      const onExit = (code: number | null) => reject(new Error(`the content check stopped (exit code ${code})`));
      current.once('exit', onExit);
      current.once('message', (result: PublishResult) => {
        current.off('exit', onExit);
        resolve(result);
      });
      current.send('publish');
    });

  const publish = (): Promise<PublishResult> => {
    if (!running) {
      running = runOnce().finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return publish();
      });
    return queued;
  };

  return {
    publish,
    stop: () => {
      stopped = true;
      if (child?.exitCode === null) child.kill('SIGTERM');
    },
  };
}
