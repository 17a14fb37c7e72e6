/**
 * A rendered page cut once, after its `</head>`. Finishing a page rewrites its head (8 KB before
 * the stylesheets are inlined) and only reads its body (most of the page, up to 100 KB): each of
 * the steps had scanned and copied the whole page, which made finishing a ninth of a page
 * worker's time at 1,000 posts. The steps take and give parts; the page is joined once, to be
 * written.
 */
export interface PageParts {
  /** From the start of the document through `</head>`. */
  head: string;
  /** Everything after `</head>`. */
  body: string;
}

export function splitPage(html: string): PageParts {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('page has no </head> to finish its head at');
  return { head: html.slice(0, end + '</head>'.length), body: html.slice(end + '</head>'.length) };
}

export const joinPage = ({ head, body }: PageParts): string => head + body;

/** A step over parts as a step over a whole page (a page written whole, a test's page). */
export const onWholePage =
  <A extends unknown[]>(step: (page: PageParts, ...args: A) => PageParts) =>
  (html: string, ...args: A): string =>
    joinPage(step(splitPage(html), ...args));
