/**
 * Runs `task` until it succeeds, at most `attempts` times; a failure that `retryable` does not accept,
 * or the last one, is thrown. For tools that fail now and then and ask to be run again (Lighthouse's
 * "Please run Lighthouse again").
 */
export async function withRetries<T>(task: () => Promise<T>, attempts: number, retryable: (error: unknown) => boolean = () => true): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
    }
  }
}
