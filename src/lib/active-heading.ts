/**
 * The heading the reader is in: the last one whose top has scrolled above the line just under the
 * navbar; the first one while none has. `tops` are viewport positions in document order.
 */
export function activeHeadingIndex(tops: number[], line: number): number {
  let active = tops.length > 0 ? 0 : -1;
  tops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return active;
}
