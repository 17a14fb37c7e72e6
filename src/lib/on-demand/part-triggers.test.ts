import { afterEach, describe, expect, it } from 'vitest';
import { fakeDocument } from './fake-document';
import { partState, resetParts } from './part-registry';
import { loadPartsWhenIdle } from './part-triggers';

afterEach(() => resetParts());

type IdleCallback = () => void;

/** A window whose idle periods the test hands out one at a time. */
function idleWindow() {
  const queue: IdleCallback[] = [];
  const { document, marked } = fakeDocument(['section', 'footer']);
  const win = { requestIdleCallback: (cb: IdleCallback) => queue.push(cb), document } as unknown as Window;
  const period = () => queue.shift()?.();
  return { win, queue, period, marked };
}

function shellParts(names: string[], fetched: string[]) {
  for (const name of names) partState(name).prefetch = () => fetched.push(name);
}

describe('the idle load', () => {
  it('takes one step per idle period, page first, however long the period', () => {
    const fetched: string[] = [];
    shellParts(['header', 'footer'], fetched);
    partState('page:hub');
    const { win, queue, period, marked } = idleWindow();
    loadPartsWhenIdle(win);
    period();
    expect(fetched).toEqual([]);
    period();
    expect(fetched).toEqual(['header']);
    period();
    expect(fetched).toEqual(['header', 'footer']);
    // Then the blocks that waited off screen, one per period, and the root last.
    const rendered = () => marked('data-rendered');
    period();
    expect(rendered()).toEqual(['section']);
    period();
    expect(rendered()).toEqual(['section', 'footer']);
    period();
    expect(rendered()).toEqual(['html', 'section', 'footer']);
    expect(queue).toHaveLength(0);
  });
});
