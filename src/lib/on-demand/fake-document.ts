/** A document of named blocks for tests: `querySelectorAll` hands out the blocks, attributes are recorded. */
export function fakeDocument(blockNames: string[]) {
  const element = (name: string) => {
    const attributes = new Set<string>();
    return { name, attributes, setAttribute: (attribute: string) => attributes.add(attribute), hasAttribute: (attribute: string) => attributes.has(attribute) };
  };
  const blocks = blockNames.map(element);
  const documentElement = element('html');
  const selectors: string[] = [];
  const document = {
    documentElement,
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return blocks;
    },
  } as unknown as Document;
  /** Names of the elements carrying the attribute, root first. */
  const marked = (attribute: string) => [documentElement, ...blocks].filter((el) => el.attributes.has(attribute)).map((el) => el.name);
  return { document, selectors, marked };
}
