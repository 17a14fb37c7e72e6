/**
 * The value of a double-quoted attribute in one HTML tag, as the build writes them. `ignoreCase`
 * for attributes React writes in camel case (`srcSet`, `fetchPriority`).
 */
export function tagAttribute(tag: string, name: string, { ignoreCase = false } = {}): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, ignoreCase ? 'i' : '').exec(tag)?.[1];
}
