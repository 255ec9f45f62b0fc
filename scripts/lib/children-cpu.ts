/**
 * The CPU time of this process's finished children (and theirs), from Linux's /proc: what a build cost the
 * machine's cores, which varies less between runs than its wall time. Undefined where /proc is not there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface CpuSeconds {
  user: number;
  system: number;
}

export function childrenCpu(): CpuSeconds | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // After the command's name (in brackets, and free to hold spaces): cutime and cstime are the 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  return { user: Number(fields[13]) / ticks, system: Number(fields[14]) / ticks };
}

/** "26.5 s (user 24.0 s, system 2.5 s)": the CPU time spent between two readings. */
export function describeCpu(before: CpuSeconds, after: CpuSeconds): string {
  const user = after.user - before.user;
  const system = after.system - before.system;
  return `${(user + system).toFixed(1)} s (user ${user.toFixed(1)} s, system ${system.toFixed(1)} s)`;
}
