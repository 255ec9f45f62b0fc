import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenCpu, describeCpu } from './children-cpu';

describe('the CPU time of finished children', () => {
  // The child runs until it has used 0.4 s of CPU, which a loaded machine can take many seconds to give it.
  it('counts a child that kept a core busy, once it has ended', () => {
    const before = childrenCpu();
    expect(before).toBeDefined();
    // Busy until it has used 0.4 s of CPU, however long a loaded machine takes to give it that.
    spawnSync(process.execPath, ['-e', 'const start = process.cpuUsage(); while (process.cpuUsage(start).user < 400000);']);
    const after = childrenCpu()!;
    expect(after.user + after.system - (before!.user + before!.system)).toBeGreaterThanOrEqual(0.35);
  }, 60_000);

  it('says how the time was spent', () => {
    expect(describeCpu({ user: 1, system: 0.5 }, { user: 25, system: 3 })).toBe('26.5 s (user 24.0 s, system 2.5 s)');
  });
});
