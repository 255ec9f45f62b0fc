/**
 * Checks and publishes the content snapshot in a child process (scripts/content-publish-worker.ts),
 * one run at a time: requests made while a run is under way are answered by one more run after it,
 * which sees every change made meanwhile. The development site's own process stays free to answer.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { publishContentSnapshot } from './content-snapshot';
import { SEMI_SPACE_FLAG } from './lib/young-generation';

export interface PublishResult {
  outcome: ReturnType<typeof publishContentSnapshot>;
  /** A file under content/ changed while the check read it: check again. */
  changedMeanwhile: boolean;
  problemCount: number;
}

export interface Publisher {
  /** Checks and publishes, after the run under way if there is one. */
  publish(): void;
  stop(): void;
}

const WORKER = fileURLToPath(new URL('./content-publish-worker.ts', import.meta.url));
const REPO = fileURLToPath(new URL('..', import.meta.url));

/** `onResult`: after every run. */
export function startPublisher(root: string, onResult: (result: PublishResult) => void): Publisher {
  let child: ChildProcess | undefined;
  let stopped = false;
  let running = false;
  let again = false;

  const worker = () => {
    if (child && child.exitCode === null && child.signalCode === null) return child;
    // Run from this repository, whose tsconfig.json tells tsx how to compile the components (the JSX
    // runtime); the site's folder is an argument (a copy of the site may live elsewhere).
    // React renders the bodies in its production build there: the same markup, about three times faster.
    child = fork(WORKER, [root], {
      cwd: REPO,
      execArgv: ['--import', 'tsx', SEMI_SPACE_FLAG],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return child;
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const current = worker();
    const done = () => {
      current.off('exit', onExit);
      current.off('message', onMessage);
      running = false;
      const next = again;
      again = false;
      if (next) run();
    };
    const onExit = (code: number | null) => {
      // Stopped with the site, it has nothing to say.
      if (!stopped) process.stderr.write(`[check] the content check stopped (exit code ${code}); it starts again at the next change.\n`);
      done();
    };
    const onMessage = (result: PublishResult) => {
      again ||= result.changedMeanwhile;
      done();
      onResult(result);
    };
    current.once('exit', onExit);
    current.once('message', onMessage);
    current.send('publish');
  };

  return {
    publish: run,
    stop: () => {
      stopped = true;
      if (child?.exitCode === null) child.kill('SIGTERM');
    },
  };
}
