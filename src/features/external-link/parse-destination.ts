/**
 * Spec 001 section 2: the destination of /ex?dest= must decode and parse as an http(s)
 * URL, else the page is the not-found page. Read from the raw query, so a malformed escape is an
 * error rather than a silently repaired string; everything a browser would quietly "fix" into
 * another target (control characters, backslashes, surrounding spaces, protocol-relative or
 * scheme-less forms, embedded credentials) is refused.
 */
export function parseDestination(search: string): URL | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const pairs = query.split('&').filter((pair) => pair.split('=')[0] === 'dest');
  if (pairs.length !== 1) return null;
  const raw = pairs[0]!.slice('dest='.length).replace(/\+/g, ' ');
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (value === '' || /[\u0000-\u001f\u007f-\u009f\\\s]/.test(value)) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) return null;
  return url;
}
