import { afterEach, describe, expect, it } from 'vitest';
import { fakeDocument } from './fake-document';
import { partState, resetParts } from './part-registry';
import { loadPartsWhenIdle } from './part-triggers';

afterEach(() => resetParts());

type IdleCallback = () => void;

/** A window whose idle periods the test hands out one at a time. */
function idleWindow() {
  const queue: IdleCallback[] = [];
  const { document, marked } = fakeDocument(['page:hub/listing', 'footer/site-footer']);
  const win = { requestIdleCallback: (cb: IdleCallback) => queue.push(cb), document } as unknown as Window;
  const period = () => queue.shift()?.();
  return { win, queue, period, marked };
}

function shellParts(names: string[], fetched: string[]) {
  for (const name of names) partState(name).prefetch = () => fetched.push(name);
}

describe('the idle load', () => {
  it('takes one step per idle period, page first, and renders the off-screen blocks once the page has hydrated', async () => {
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
    // The page's blocks wait for the page: React checks the attributes of what it hydrates.
    const rendered = () => marked('data-rendered');
    expect(queue).toHaveLength(0);
    partState('page:hub').markHydrated();
    await Promise.resolve();
    // One block per period: the page's own, then the footer through its part's element (the
    // footer hydrates only when a visitor heads for it), and the root last.
    period();
    expect(rendered()).toEqual(['listing']);
    period();
    expect(rendered()).toEqual(['listing', '[footer]']);
    period();
    expect(rendered()).toEqual(['html', 'listing', '[footer]']);
    expect(queue).toHaveLength(0);
  });
});
