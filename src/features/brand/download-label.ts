/**
 * Spec 001 section 3 (download link): the editor's name when given, else "Download" for a single
 * file, or "Download N" (1-based) when there are several.
 */
export function downloadLabel(link: { name: string | null }, index: number, count: number, labels: { one: string; numbered: (n: number) => string }): string {
  if (link.name) return link.name;
  return count > 1 ? labels.numbered(index + 1) : labels.one;
}
