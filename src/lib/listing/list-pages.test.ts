import { describe, expect, it } from 'vitest';
import { laterPageIds, listPagePath, pageCount, pageFromParam, pagedDescription, pageWindow } from './list-pages';

describe('list pages', () => {
  it('counts pages of six, with one page for an empty list', () => {
    expect([0, 1, 6, 7, 12, 13].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(laterPageIds(3)).toEqual(['2', '3']);
    expect(laterPageIds(1)).toEqual([]);
  });
  it('gives page 1 the list URL and later pages their own', () => {
    expect(listPagePath('/hub', 1)).toBe('/hub');
    expect(listPagePath('/brand/newsroom', 3)).toBe('/brand/newsroom/page/3');
  });
  it('accepts only the page numbers that have a page of their own', () => {
    expect(pageFromParam(undefined, 3)).toBe(1);
    expect(['2', '3'].map((p) => pageFromParam(p, 3))).toEqual([2, 3]);
    expect(['1', '4', '02', '2.0', 'x', '', '-2'].map((p) => pageFromParam(p, 3))).toEqual([null, null, null, null, null, null, null]);
  });
  it('windows the pager around the current page, the same size at any length', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 1667)).toEqual([1, 2, 3, 4, 5, 'gap', 1667]);
    expect(pageWindow(5, 1667)).toEqual([1, 'gap', 4, 5, 6, 'gap', 1667]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(800, 1667)).toEqual([1, 'gap', 799, 800, 801, 'gap', 1667]);
    expect(pageWindow(1667, 1667)).toEqual([1, 'gap', 1663, 1664, 1665, 1666, 1667]);
    // A one-page gap shows the page: 1 2 3 4 (not 1 ... 3 4).
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
  it('lets every page be reached by following the window from page 1', () => {
    const pages = 300;
    const seen = new Set([1]);
    const queue = [1];
    while (queue.length) {
      for (const item of pageWindow(queue.shift() ?? 1, pages)) {
        if (typeof item === 'number' && !seen.has(item)) {
          seen.add(item);
          queue.push(item);
        }
      }
    }
    expect(seen.size).toBe(pages);
  });
});

describe('pagedDescription', () => {
  const describe2 = (description: string) => `${description} Page 2 of 3.`;
  it('keeps the list\'s own description on page 1 and words later pages in their own', () => {
    expect(pagedDescription('Notes.', 1, describe2)).toBe('Notes.');
    expect(pagedDescription('Notes.', 2, describe2)).toBe('Notes. Page 2 of 3.');
  });
});
