const holders = new Set<string>();

/**
 * Locks page scroll while any holder (open mega-panel, mobile menu, modal) needs it. Holders are
 * named so one component closing does not unlock another's overlay.
 */
export function setScrollLock(holder: string, locked: boolean): void {
  if (locked) holders.add(holder);
  else holders.delete(holder);
  document.documentElement.classList.toggle('scroll-locked', holders.size > 0);
}
