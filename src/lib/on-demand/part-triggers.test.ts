import { afterEach, describe, expect, it } from 'vitest';
import { partState, resetParts } from './part-registry';
import { loadPartsWhenIdle } from './part-triggers';

afterEach(() => resetParts());

type IdleCallback = () => void;

/** A window whose idle periods the test hands out one at a time. */
function idleWindow() {
  const queue: IdleCallback[] = [];
  const win = { requestIdleCallback: (cb: IdleCallback) => queue.push(cb) } as unknown as Window;
  const period = () => queue.shift()?.();
  return { win, queue, period };
}

function shellParts(names: string[], fetched: string[]) {
  for (const name of names) partState(name).prefetch = () => fetched.push(name);
}

describe('the idle load', () => {
  it('takes one step per idle period, page first, however long the period', () => {
    const fetched: string[] = [];
    shellParts(['header', 'footer'], fetched);
    partState('page:hub');
    const { win, queue, period } = idleWindow();
    loadPartsWhenIdle(win);
    period();
    expect(fetched).toEqual([]);
    period();
    expect(fetched).toEqual(['header']);
    period();
    expect(fetched).toEqual(['header', 'footer']);
    expect(queue).toHaveLength(0);
  });
});
