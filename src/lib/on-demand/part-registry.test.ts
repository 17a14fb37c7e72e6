import { afterEach, describe, expect, it } from 'vitest';
import { anyPartFailed, idleLoadSteps, isPartHydrated, markPartFailed, partState, requestAllParts, requestPart, resetParts, whenPartHydrated } from './part-registry';

afterEach(() => resetParts());

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('on-demand parts', () => {
  it('keeps a part gated until it is asked for, once', async () => {
    const state = partState('footer');
    expect(await settled(state.gate)).toBe(false);
    requestPart('footer');
    requestPart('footer');
    expect(await settled(state.gate)).toBe(true);
  });

  it('opens every known part for the idle load', async () => {
    const [a, b] = [partState('a'), partState('b')];
    requestAllParts();
    expect(await settled(Promise.all([a.gate, b.gate]))).toBe(true);
  });

  it('hydrates the page when idle but only fetches the code of the shell parts', async () => {
    const page = partState('page:hub');
    const footer = partState('footer');
    const fetched: string[] = [];
    footer.prefetch = () => fetched.push('footer');
    const steps = idleLoadSteps();
    expect(steps).toHaveLength(2);
    steps[0]!();
    expect(await settled(page.gate)).toBe(true);
    expect(fetched).toEqual([]);
    steps[1]!();
    expect(await settled(page.gate)).toBe(true);
    expect(await settled(footer.gate)).toBe(false);
    expect(fetched).toEqual(['footer']);
  });

  it('runs an action held for a part once it has hydrated, and asks for its code meanwhile', async () => {
    const state = partState('mobile-menu');
    const done: string[] = [];
    whenPartHydrated('mobile-menu', () => done.push('open'));
    expect(await settled(state.gate)).toBe(true);
    expect(done).toEqual([]);
    state.markHydrated();
    await settled(state.hydrated);
    expect(done).toEqual(['open']);
    expect(isPartHydrated('mobile-menu')).toBe(true);
    whenPartHydrated('mobile-menu', () => done.push('again'));
    expect(done).toEqual(['open', 'again']);
  });

  it('remembers a part whose code could not load', () => {
    partState('language');
    expect(anyPartFailed()).toBe(false);
    markPartFailed('language');
    expect(anyPartFailed()).toBe(true);
  });
});
