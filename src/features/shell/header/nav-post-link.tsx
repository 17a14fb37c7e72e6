import type { ReactNode } from 'react';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { truncate } from '../../../content/article/plain-text';
import { navPostText } from '../../../content/nav-post-text';
import type { NavPost } from '../../../content/site-data';
import { useLocale } from '../../../lib/i18n/use-locale';
import { CategoryIcon } from './category-icon';
import { cx, ui } from '../../../styles/primitives';
import navPost from './nav-post-link.module.css';

/** The class names of the menu the link sits in (the mega panel and the drawer size it apart; the icon is a signal tile in both). */
export interface NavPostClasses {
  post?: string;
  postIcon?: string;
  postExcerpt?: string;
}

/**
 * A latest post in the header's hub menus: category icon, title and shortened excerpt, in the page
 * language where the post is translated, else in English marked as such.
 */
export function NavPostLink({ post, excerptLength, classes, onNavigate, after }: {
  post: NavPost;
  excerptLength: number;
  classes: NavPostClasses;
  onNavigate?: () => void;
  /** What follows the text inside the link (the mega panel's arrow). */
  after?: ReactNode;
}) {
  const locale = useLocale();
  const text = navPostText(post, locale);
  return (
    <LocalizedLink to={`/hub/${post.id}`} className={cx(ui.menuLink, classes.post)} onClick={onNavigate}>
      <span className={cx(ui.iconTile, ui.iconTileSignal, classes.postIcon)} data-category-icon={post.category ?? 'generic'}>
        <CategoryIcon category={post.category} />
      </span>
      <span>
        <span className={navPost.title} lang={text.lang}>
          {text.title}
        </span>
        <span className={cx(navPost.excerpt, classes.postExcerpt)} lang={text.lang}>
          {truncate(text.excerpt, excerptLength)}
        </span>
      </span>
      {after}
    </LocalizedLink>
  );
}
