export interface RetryOptions {
  tries: number;
  firstDelayMs: number;
  /** Injected in tests so they need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `tries` times, waiting firstDelayMs, then twice as long after each failure. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let delay = options.firstDelayMs;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.tries; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < options.tries) {
        await sleep(delay);
        delay *= 2;
      }
    }
  }
  throw lastError;
}
