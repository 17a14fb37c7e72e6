/** Spec 001 section 9: the registration frame starts at 900 px and never goes below 560 px. */
export const FRAME_HEIGHT_START = 900;
export const FRAME_HEIGHT_MIN = 560;
/** A ceiling the spec does not give: a form taller than this is a broken message, not a form. */
export const FRAME_HEIGHT_MAX = 6000;

/**
 * The height a message from the form asks for, or null when the message must be ignored: another
 * origin, or data that is not a height. Accepts a number or { height } (number or "123px").
 */
export function requestedHeight(data: unknown, origin: string, allowed: readonly string[]): number | null {
  if (!allowed.includes(origin)) return null;
  const raw = typeof data === 'object' && data !== null ? (data as { height?: unknown }).height : data;
  const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(Math.min(FRAME_HEIGHT_MAX, Math.max(FRAME_HEIGHT_MIN, value)));
}
