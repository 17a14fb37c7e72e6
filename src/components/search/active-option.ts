/**
 * The combobox's active option after an arrow key: -1 is none (focus on the text); Down from the
 * last and Up from the first go back to none, as in the WAI-ARIA combobox pattern's examples.
 */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (current === -1) return step === 1 ? 0 : count - 1;
  return next < 0 || next >= count ? -1 : next;
}
