/**
 * Replaces a privacy placeholder with its frame once the visitor allows it (spec 000 sections 4
 * and 9: 100% wide, 360 px high, sandboxed to scripts, same origin and popups, no referrer).
 * Self-contained, so tests can run it in a page as it is.
 */
export function swapEmbedPlaceholder(placeholder: HTMLElement): HTMLIFrameElement | null {
  const src = placeholder.getAttribute('data-embed-src');
  if (!src || !/^https:\/\//.test(src)) return null;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = placeholder.getAttribute('data-embed-title') || src;
  frame.width = '100%';
  frame.height = '360';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.setAttribute('allow', 'fullscreen; picture-in-picture');
  frame.setAttribute('allowfullscreen', '');
  frame.className = 'article-embed-frame';
  placeholder.replaceWith(frame);
  return frame;
}
