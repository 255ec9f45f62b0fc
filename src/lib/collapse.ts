/** Duration (ms) of a collapse/expand animation for a section of this height; 1 ms with reduced motion. */
export function collapseDuration(heightPx: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return 1;
  const units = Math.max(0, heightPx) / 36;
  return Math.round((4 + 15 * units ** 0.25 + units / 5) * 10);
}
