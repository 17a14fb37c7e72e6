import { useTranslation } from '../../lib/i18n/use-translation';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import styles from './search.module.css';

const SUGGESTIONS = [
  { to: '/hub', key: 'hub' },
  { to: '/use-cases', key: 'useCases' },
  { to: '/careers', key: 'careers' },
] as const;

/** "No results": where to go instead (the hub, the use cases, careers). */
export function NoResults({ q, onNavigate }: { q: string; onNavigate?: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.empty} data-search-empty="">
      <p className={styles.emptyTitle}>{t('noResults', { q })}</p>
      <p className={styles.muted}>{t('noResultsHint')}</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((s) => (
          <li key={s.key}>
            <LocalizedLink to={s.to} onClick={onNavigate}>
              {t(`suggestions.${s.key}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
