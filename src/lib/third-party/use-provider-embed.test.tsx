// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useProviderEmbed, type EmbedState, type ProviderEmbed } from './use-provider-embed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An embed whose answer the test gives, and which counts its removals. */
function embed() {
  let resolve!: () => void;
  let reject!: () => void;
  const ready = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const made = {
    ready,
    resolve,
    reject,
    removed: 0,
    remove: () => {
      made.removed += 1;
    },
  };
  return made;
}

let root: Root | null = null;
let seen: EmbedState[] = [];
function Probe({ load, dep }: { load: () => ProviderEmbed | null; dep: string }) {
  seen.push(useProviderEmbed(load, [dep]));
  return null;
}
const render = (load: () => ProviderEmbed | null, dep = 'a') =>
  act(() => {
    root ??= createRoot(document.createElement('div'));
    root.render(<Probe load={load} dep={dep} />);
  });
const last = () => seen[seen.length - 1];

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  seen = [];
});

describe('useProviderEmbed', () => {
  it('is loading until the embed answers, then ready, and removes it on leave', async () => {
    const one = embed();
    await render(() => one);
    expect(last()).toBe('loading');
    await act(async () => one.resolve());
    expect(last()).toBe('ready');
    act(() => root?.unmount());
    root = null;
    expect(one.removed).toBe(1);
  });

  it('says failed when the embed does not come', async () => {
    const one = embed();
    await render(() => one);
    await act(async () => one.reject());
    expect(last()).toBe('failed');
  });

  it('loads again when a dependency changes, and a late answer of the removed embed changes nothing', async () => {
    const one = embed();
    const two = embed();
    await render(() => one, 'a');
    await render(() => two, 'b');
    expect(one.removed).toBe(1);
    await act(async () => one.reject());
    expect(last()).toBe('loading');
    await act(async () => two.resolve());
    expect(last()).toBe('ready');
  });

  it('stays loading while there is nothing to load into', async () => {
    await render(() => null);
    expect(last()).toBe('loading');
  });
});
