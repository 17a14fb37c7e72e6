import { describe, expect, it } from 'vitest';
import { revealStep } from './use-reveal';

const entry = (top: number, height: number, visible: number) => ({
  boundingClientRect: { top, height } as DOMRectReadOnly,
  intersectionRatio: visible / height,
  intersectionRect: { height: visible } as DOMRectReadOnly,
});

describe('revealStep', () => {
  it('hides a section first seen below the screen and leaves one already on or above it', () => {
    expect(revealStep('new', entry(900, 600, 0), 800)).toBe('hide');
    expect(revealStep('new', entry(800, 600, 0), 800)).toBe('hide');
    expect(revealStep('new', entry(700, 600, 100), 800)).toBe('leave');
    expect(revealStep('new', entry(-2000, 600, 0), 800)).toBe('leave');
  });

  it('shows a hidden section once 30% of it, or a third of the screen, is in view', () => {
    expect(revealStep('hidden', entry(680, 600, 120), 800)).toBe('keep');
    expect(revealStep('hidden', entry(600, 600, 200), 800)).toBe('show');
    expect(revealStep('hidden', entry(500, 3000, 300), 800)).toBe('show');
    expect(revealStep('hidden', entry(600, 3000, 200), 800)).toBe('keep');
  });
});
