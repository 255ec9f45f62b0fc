/**
 * Where the route change in progress is going, shared by the progress bar (which starts it) and the
 * chunk error handler (which reloads to it). Null when no route change is pending.
 */
let pending: string | null = null;

export function setPendingNavigation(url: string | null): void {
  pending = url;
}

export function pendingNavigation(): string | null {
  return pending;
}
