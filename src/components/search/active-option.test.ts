import { describe, expect, it } from 'vitest';
import { moveActive } from './active-option';
import { isSearchShortcut } from './search-keys';

describe('moveActive', () => {
  it('moves through the options and back to the field past either end', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(1, 1, 0)).toBe(-1);
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}, tagName = 'BODY') =>
    isSearchShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName } as unknown as EventTarget, ...extra });
  it('opens on / outside text fields and on Ctrl+K or Cmd+K anywhere', () => {
    expect(key('/')).toBe(true);
    expect(key('/', {}, 'INPUT')).toBe(false);
    expect(key('/', {}, 'TEXTAREA')).toBe(false);
    expect(key('k', { ctrlKey: true }, 'INPUT')).toBe(true);
    expect(key('K', { metaKey: true })).toBe(true);
    expect(key('k')).toBe(false);
  });
});
