import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronRight } from 'lucide-react';
import { LocalizedLink } from '../localized-link/localized-link';
import { buildCrumbs } from '../../lib/routing/breadcrumbs';
import { isFixedPagePath } from '../../routes/match-page-route';
import { useRouteLabel } from '../../lib/routing/use-route-label';
import { useLocale, useUnprefixedPath } from '../../lib/i18n/use-locale';
import styles from './breadcrumb.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * Spec 000 section 2: crumbs from the path segments (language prefix dropped), each labelled by
 * the heading of the page at that path, else the capitalised segment. `current` is this page's h1.
 */
export function Breadcrumb({ current, currentLang, tone = 'light' }: { current: string; /** lang of `current` when it is content in another language. */ currentLang?: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const path = useUnprefixedPath();
  const labelFor = useRouteLabel();
  const crumbs = buildCrumbs({ path, locale: locale.key, homeLabel: t('breadcrumb.home'), currentLabel: current, labelFor, hasPage: isFixedPagePath });

  return (
    <nav data-pagefind-ignore="" aria-label={t('breadcrumb.label')} className={`${styles.breadcrumb} ${tone === 'dark' ? styles.dark : ''}`}>
      <ol className={cx(ui.list, ui.cluster)}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href}>
              {last ? (
                <span aria-current="page" lang={currentLang}>
                  {crumb.label}
                </span>
              ) : (
                <>
                  <LocalizedLink to={crumb.href}>{crumb.label}</LocalizedLink>
                  <ChevronRight size={14} aria-hidden="true" className={styles.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
