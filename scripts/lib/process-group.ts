import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Sends `signal` to every process of the group `pid` leads; false when none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * For a child spawned `detached` (a process group of its own): a function that kills the whole group at
 * once (the child and the processes it started), also called when this process exits. For tools whose
 * helpers outlive them (esbuild's service) or write where a failed build is about to clean up.
 */
export function groupStopper(child: ChildProcess): () => void {
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child.pid, 'SIGKILL');
  };
  process.on('exit', stop);
  child.once('close', () => process.off('exit', stop));
  return stop;
}

/** Asks a detached child's whole group to stop (SIGTERM), so that no helper it started is left behind. */
export function terminateGroup(child: ChildProcess): void {
  if (child.pid !== undefined) signalGroup(child.pid, 'SIGTERM');
}

/**
 * Once a detached child has exited: ends what is left of its group (a helper it started and did not
 * stop) with SIGTERM, then SIGKILL after `graceMs`; resolves when none is left, or after another
 * `graceMs` (a process killed but not yet reaped still counts).
 */
export async function endGroup(pid: number, graceMs = 3000): Promise<void> {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (!signalGroup(pid, signal)) return;
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline) {
      await sleep(50);
      if (!signalGroup(pid, 0)) return;
    }
  }
}
