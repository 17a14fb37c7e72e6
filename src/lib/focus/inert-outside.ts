/**
 * Makes the whole page inert except `keep` (an open overlay that is not a modal <dialog>, such as
 * the mobile menu): every sibling of `keep` and of each of its ancestors up to <body>. Keyboard,
 * pointer and assistive technology then reach only the overlay. Elements that were inert already
 * are left as they are; elements added while it holds (a banner rendering late) are made inert
 * too. Returns the function that undoes it.
 */
export function inertOutside(keep: Element): () => void {
  const made = new Set<HTMLElement>();
  const mark = (node: Node) => {
    if (!(node instanceof HTMLElement) || node.hasAttribute('inert') || node.contains(keep)) return;
    node.setAttribute('inert', '');
    made.add(node);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(mark);
  });
  for (let node: Element = keep; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) if (sibling !== node) mark(sibling);
    observer.observe(node.parentElement, { childList: true });
  }
  return () => {
    observer.disconnect();
    for (const element of made) element.removeAttribute('inert');
  };
}
