/** One link of an error's `cause` chain, as shown on the crash screen. */
export interface ErrorLink {
  name: string;
  message: string;
}

const MAX_DEPTH = 10;

function describe(value: unknown): ErrorLink {
  if (value instanceof Error) return { name: value.name || 'Error', message: value.message };
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { name, message } = value as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' ? name : 'Error', message: String(message) };
  }
  return { name: 'Error', message: String(value) };
}

/**
 * The error and each of its causes in turn (`error.cause`, then that error's cause...), stopping at a
 * cycle or after ten links.
 */
export function errorChain(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && chain.length < MAX_DEPTH) {
    seen.add(current);
    chain.push(describe(current));
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}
