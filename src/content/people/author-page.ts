import { slugify } from '../article/heading-ids';

/** The leadership page, where each executive's card has an id made from the name. */
export const LEADERSHIP_PATH = '/about/leadership';
/** The organisation's page: what the site says about the company authors write for. */
export const ABOUT_PATH = '/about';

/** Id of an executive's card on the leadership page ("Inês Valadares Cunha" -> ines-valadares-cunha). */
export function executiveAnchor(name: string): string {
  return slugify(name);
}

/**
 * The page of this site that is about an article's author, for the Person's `url` in structured
 * data: the author's own card on the leadership page for an executive; else the about page, with
 * the Person marked as working for Quorvia (the site has no page per author, nor a list of posts
 * by author).
 */
export function authorPage(name: string, executives: readonly string[]): string {
  const own = executives.find((executive) => executive.trim().toLowerCase() === name.trim().toLowerCase());
  return own ? `${LEADERSHIP_PATH}#${executiveAnchor(own)}` : ABOUT_PATH;
}
