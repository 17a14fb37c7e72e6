import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './text-order';

describe('byCodeUnits', () => {
  it('orders ids and ISO dates as their characters read', () => {
    expect(['QV-ENG-0142', 'QV-ANA-0007', 'QV-ENG-0099'].sort(byCodeUnits)).toEqual(['QV-ANA-0007', 'QV-ENG-0099', 'QV-ENG-0142']);
    expect(['2026-11-02', '2025-12-31', '2026-01-15'].sort(byCodeUnits)).toEqual(['2025-12-31', '2026-01-15', '2026-11-02']);
    expect(byCodeUnits('same', 'same')).toBe(0);
  });
});
