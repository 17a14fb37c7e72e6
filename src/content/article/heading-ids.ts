/** Ids the page shell uses; an article heading must never take one of them. */
const RESERVED = new Set(['main', 'root', 'toc', 'article-title', 'article-body', 'overview']);

/** Spec 000 section 5: lowercase, letters and digits joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Hands out unique ids: the second "Results" becomes results-2, the third results-3. */
export function createIdAllocator(): (text: string) => string {
  const taken = new Set<string>();
  const free = (id: string) => !taken.has(id) && !RESERVED.has(id) && !id.startsWith('panel-');
  return (text) => {
    const base = slugify(text);
    let id = base;
    for (let n = 2; !free(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}
