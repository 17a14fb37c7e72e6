/** One expression per attribute name and case: finishing a page reads a hundred attributes. */
const expressions = new Map<string, RegExp>();

/**
 * The value of a double-quoted attribute in one HTML tag, as the build writes them. `ignoreCase`
 * for attributes React writes in camel case (`srcSet`, `fetchPriority`).
 */
export function tagAttribute(tag: string, name: string, { ignoreCase = false } = {}): string | undefined {
  const key = `${ignoreCase ? 'i' : ''}${name}`;
  let expression = expressions.get(key);
  if (!expression) expressions.set(key, (expression = new RegExp(`\\s${name}="([^"]*)"`, ignoreCase ? 'i' : '')));
  return expression.exec(tag)?.[1];
}
