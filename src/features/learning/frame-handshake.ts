/**
 * When the registration frame counts as showing the provider's form. A frame's load event fires
 * for the browser's own error page too (host blocked by a firewall, by an extension or by the
 * CSP), so the load event alone proves nothing: the form says it is there by posting its height
 * (the handshake). Without a handshake by the deadline the page shows its fallback instead.
 */
export type FrameState = 'loading' | 'loaded' | 'failed';

/** From the frame getting its address: a form that has not answered by then is treated as blocked. */
export const FRAME_FAIL_MS = 6000;
/** After a load event with no handshake: an error page never posts one, a real form does at once. */
export const FRAME_HANDSHAKE_MS = 2500;

export interface FrameSignals {
  /** The frame fired its load event (a real form or an error page). */
  loadedEvent: boolean;
  /** A height message came from one of the provider's origins. */
  handshake: boolean;
  /** A deadline passed: FRAME_FAIL_MS since the address, or FRAME_HANDSHAKE_MS since the load event. */
  timedOut: boolean;
}

/**
 * The state the page shows. A late handshake still wins over a passed deadline: a slow form that
 * finally answers replaces the fallback.
 */
export function frameState({ loadedEvent, handshake, timedOut }: FrameSignals): FrameState {
  if (handshake && loadedEvent) return 'loaded';
  if (timedOut) return 'failed';
  return 'loading';
}
