/**
 * Checks and publishes the content snapshot in a child process (scripts/content-publish-worker.ts),
 * one run at a time: requests made while a run is under way are answered by one more run after it,
 * which sees every change made meanwhile. The development site's own process stays free to answer.
 *
 * A generation of contentlayer's that is behind the files on disk is not published: the next one,
 * on its way, will be. If none comes within GENERATION_WAIT_MS (contentlayer stopped on a doc, or
 * missed an event), what there is gets published.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GENERATION_WAIT_MS } from '../src/config/dev-server';
import type { publishContentSnapshot } from './content-snapshot';

export interface PublishRequest {
  /** Publish even a generation that is behind the files. */
  force: boolean;
}

export interface PublishResult {
  outcome: ReturnType<typeof publishContentSnapshot> | 'behind';
  problemCount: number;
}

export interface Publisher {
  /** Checks and publishes, after the run under way if there is one. */
  publish(): void;
  stop(): void;
}

const WORKER = fileURLToPath(new URL('./content-publish-worker.ts', import.meta.url));
const REPO = fileURLToPath(new URL('..', import.meta.url));

/** `onResult`: after every run that did not wait for the next generation. */
export function startPublisher(root: string, onResult: (result: PublishResult) => void): Publisher {
  let child: ChildProcess | undefined;
  let stopped = false;
  let running = false;
  let again: PublishRequest | undefined;
  let fallback: NodeJS.Timeout | undefined;

  const worker = () => {
    if (child && child.exitCode === null && child.signalCode === null) return child;
    // Run from this repository, whose tsconfig.json tells tsx how to compile the components (the JSX
    // runtime); the site's folder is an argument (a copy of the site may live elsewhere).
    // React renders the bodies in its production build there: the same markup, about three times faster.
    child = fork(WORKER, [root], {
      cwd: REPO,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return child;
  };

  const run = (request: PublishRequest) => {
    clearTimeout(fallback);
    if (stopped) return;
    if (running) {
      again = { force: request.force || (again?.force ?? false) };
      return;
    }
    running = true;
    const current = worker();
    const done = () => {
      current.off('exit', onExit);
      current.off('message', onMessage);
      running = false;
      const next = again;
      again = undefined;
      if (next) run(next);
    };
    const onExit = (code: number | null) => {
      process.stderr.write(`[check] the content check stopped (exit code ${code}); it starts again at the next change.\n`);
      done();
    };
    const onMessage = (result: PublishResult) => {
      done();
      if (result.outcome !== 'behind') return onResult(result);
      if (!again) fallback = setTimeout(() => run({ force: true }), GENERATION_WAIT_MS);
    };
    current.once('exit', onExit);
    current.once('message', onMessage);
    current.send({ force: request.force } satisfies PublishRequest);
  };

  return {
    publish: () => run({ force: false }),
    stop: () => {
      stopped = true;
      clearTimeout(fallback);
      if (child?.exitCode === null) child.kill('SIGTERM');
    },
  };
}
