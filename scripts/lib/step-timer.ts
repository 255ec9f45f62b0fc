/** Seconds each step of a command took, in order ('search index', 0.4): what it waited for, not each step's CPU. */
export function stepTimer(): { done: (name: string) => void; steps: [string, number][] } {
  const steps: [string, number][] = [];
  let started = performance.now();
  return {
    steps,
    done: (name) => {
      const now = performance.now();
      steps.push([name, (now - started) / 1000]);
      started = now;
    },
  };
}
