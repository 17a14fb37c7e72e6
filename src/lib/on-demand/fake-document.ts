/**
 * A document of named blocks for tests: `querySelectorAll` hands out the blocks, attributes are
 * recorded. A block named `part/block` sits inside an element of the on-demand part `part`.
 */
export function fakeDocument(blockNames: string[]) {
  type Fake = { name: string; attributes: Set<string>; dataset: Record<string, string>; setAttribute: (a: string) => void; hasAttribute: (a: string) => boolean; closest: () => Fake | null };
  const all: Fake[] = [];
  const element = (name: string, around: Fake | null = null, part?: string): Fake => {
    const attributes = new Set<string>();
    const fake: Fake = {
      name,
      attributes,
      dataset: part ? { part } : {},
      setAttribute: (attribute) => attributes.add(attribute),
      hasAttribute: (attribute) => attributes.has(attribute),
      closest: () => around,
    };
    all.push(fake);
    return fake;
  };
  const documentElement = element('html');
  const parts = new Map<string, Fake>();
  const blocks = blockNames.map((name) => {
    const [part, block] = name.includes('/') ? name.split('/') : [undefined, name];
    if (!part) return element(block!);
    if (!parts.has(part)) parts.set(part, element(`[${part}]`, null, part));
    return element(block!, parts.get(part)!);
  });
  const selectors: string[] = [];
  const document = {
    documentElement,
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return blocks;
    },
  } as unknown as Document;
  /** Names of the elements carrying the attribute, in creation order (the root first). */
  const marked = (attribute: string) => all.filter((el) => el.attributes.has(attribute)).map((el) => el.name);
  return { document, selectors, marked };
}
