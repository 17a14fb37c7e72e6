import { describe, expect, it } from 'vitest';
import { frameState } from './frame-handshake';

describe('registration frame state', () => {
  it('stays loading on a bare load event: error pages fire it too', () => {
    expect(frameState({ loadedEvent: true, handshake: false, timedOut: false })).toBe('loading');
  });
  it('shows the form once it has loaded and posted its height', () => {
    expect(frameState({ loadedEvent: true, handshake: true, timedOut: false })).toBe('loaded');
  });
  it('falls back when the deadline passes without a handshake, loaded or not', () => {
    expect(frameState({ loadedEvent: false, handshake: false, timedOut: true })).toBe('failed');
    expect(frameState({ loadedEvent: true, handshake: false, timedOut: true })).toBe('failed');
  });
  it('lets a form that answers late replace the fallback', () => {
    expect(frameState({ loadedEvent: true, handshake: true, timedOut: true })).toBe('loaded');
  });
});
