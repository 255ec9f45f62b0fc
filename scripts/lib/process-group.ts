import type { ChildProcess } from 'node:child_process';

/**
 * For a child spawned `detached` (a process group of its own): a function that kills the whole group at
 * once (the child and the processes it started), also called when this process exits. For tools whose
 * helpers outlive them (esbuild's service) or write where a failed build is about to clean up.
 */
export function groupStopper(child: ChildProcess): () => void {
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  child.once('close', () => process.off('exit', stop));
  return stop;
}
