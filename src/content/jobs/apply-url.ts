/** Spec 000 section 5: the Apply button shows only when the application link starts with http. */
export function applyUrl(url: string | undefined | null): string | null {
  const value = (url ?? '').trim();
  return value.startsWith('http') ? value : null;
}
