import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizeHref } from '../../lib/i18n/localize-path';
import type { LocaleKey } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Unprefixed internal path (`/solution`, `/hub#latest`); external URLs pass through untouched. */
  to: string;
  /** Target language; defaults to the active one (the language switcher links elsewhere). */
  locale?: LocaleKey;
  children: ReactNode;
}

/**
 * The one link component for internal links: it adds the active language prefix (none for
 * English) and routes client-side; external and special hrefs render as a plain anchor.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink(
  { to, locale, children, ...rest },
  ref,
) {
  const active = useLocale();
  const key = locale ?? active.key;
  if (!to.startsWith('/') || to.startsWith('//')) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  }
  const href = localizeHref(to, key);
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
});
