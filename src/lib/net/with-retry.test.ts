import { describe, expect, it } from 'vitest';
import { withRetry } from './with-retry';

describe('withRetry', () => {
  it('waits 350, 700, 1400, 2800 ms between five tries, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const task = async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    };
    await expect(
      withRetry(task, { tries: 5, firstDelayMs: 350, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('fail 5');
    expect(calls).toBe(5);
    expect(waits).toEqual([350, 700, 1400, 2800]);
  });

  it('returns as soon as a try succeeds', async () => {
    let calls = 0;
    const value = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'ok';
      },
      { tries: 5, firstDelayMs: 1, sleep: async () => {} },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
  });
});
