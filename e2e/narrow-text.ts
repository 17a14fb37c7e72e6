import type { Page } from '@playwright/test';

/** Marks a button or pill laid out on several lines on purpose (a stacked label, a card-sized link). */
export const MULTILINE_ATTRIBUTE = 'data-multiline';

/** What a narrow page gets wrong, each as a line a person can act on. */
export interface NarrowProblems {
  overflow: string | null;
  wrappedButtons: string[];
  brokenWords: string[];
}

/**
 * Measures the page as drawn. Buttons and pills: their text's line boxes (Range rects of the text
 * nodes), one line unless marked. Words: every word of a text node that spans lines is measured
 * character by character; a line change inside it is a break, allowed only after a hyphen, soft
 * hyphen, slash or dash, or at an address's punctuation. The test browser has no hyphenation
 * dictionaries, so any other break inside a word is drawn without a hyphen.
 */
export function narrowProblems(page: Page): Promise<NarrowProblems> {
  return page.evaluate((multiline) => {
    // Seen on screen: not hidden, not inside a visually hidden box (a 1 px clipped header row).
    const seen = new Map<Element, boolean>();
    const clipped = (el: Element): boolean => {
      const known = seen.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const hidden = (box.width <= 1 || box.height <= 1) && (style.overflow !== 'visible' || style.clipPath !== 'none');
      const result = hidden || (el.parentElement ? clipped(el.parentElement) : false);
      seen.set(el, result);
      return result;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).visibility !== 'hidden' && box.width > 1 && box.height > 1 && !clipped(el);
    };
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
    const lineCount = (rects: DOMRect[]) => {
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of [...rects].filter((r) => r.width > 0).sort((a, b) => a.top - b.top)) {
        if (rect.top >= bottom - 2) lines++;
        bottom = Math.max(bottom, rect.bottom);
      }
      return lines;
    };
    const textRects = (el: Element) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      return rects;
    };

    const root = document.documentElement;
    const overflow = root.scrollWidth > root.clientWidth ? `the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window` : null;

    const wrappedButtons: string[] = [];
    const buttons = document.querySelectorAll('button, .button, [role="button"], [class*="_pills_"] > li, [class*="_pill_"], [class*="_chip_"]');
    for (const el of buttons) {
      if (!visible(el) || el.closest(`[${multiline}]`)) continue;
      const label = `${describe(el)} "${el.textContent?.trim().replace(/\s+/g, ' ')}"`;
      const lines = lineCount(textRects(el));
      if (lines > 1) wrappedButtons.push(`${label} takes ${lines} lines`);
      // A label kept on one line must still fit its button.
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') wrappedButtons.push(`${label} overflows its box`);
    }

    const brokenWords: string[] = [];
    const breakAfter = /[-\u00AD/\u2013\u2014@._:]/;
    const breakBefore = /[./@_?#&=]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || parent.closest('script, style, noscript, template') || !visible(parent)) continue;
      range.selectNodeContents(node);
      if (lineCount([...range.getClientRects()]) < 2) continue;
      for (const match of node.data.matchAll(/\S{2,}/g)) {
        const start = match.index ?? 0;
        range.setStart(node, start);
        range.setEnd(node, start + match[0].length);
        if (lineCount([...range.getClientRects()]) < 2) continue;
        let previous: DOMRect | null = null;
        for (let i = 0; i < match[0].length; i++) {
          range.setStart(node, start + i);
          range.setEnd(node, start + i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (previous && rect.top >= previous.bottom - 2) {
            const before = match[0][i - 1] ?? '';
            const after = match[0][i] ?? '';
            if (!breakAfter.test(before) && !breakBefore.test(after)) {
              brokenWords.push(`"${match[0].slice(0, i)}|${match[0].slice(i)}" in ${describe(parent)} (lang ${parent.closest('[lang]')?.getAttribute('lang')})`);
            }
          }
          previous = rect;
        }
      }
    }
    return { overflow, wrappedButtons, brokenWords };
  }, MULTILINE_ATTRIBUTE);
}
