import { useTranslation } from '../../lib/i18n/use-translation';
import { SEARCH_TYPES, type SearchType } from '../../lib/search/search-entry';
import type { SearchHit } from './pagefind-client';
import { SearchHitText } from './search-hit-text';
import { formatDate } from '../../lib/dates/format-date';
import styles from './search.module.css';

/** Type label and date line above a result's title. */
export function HitMeta({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const type: SearchType = SEARCH_TYPES.includes(hit.type as SearchType) ? (hit.type as SearchType) : 'page';
  return (
    <span className={styles.hitMeta}>
      <span className={styles.hitType} data-search-hit-type={type}>
        {t(`types.${type}`)}
      </span>
      {hit.date && <time dateTime={hit.date}>{formatDate(hit.date, 'short', t)}</time>}
    </span>
  );
}

/** A result's title, type, date and excerpt (the link around it is the caller's). */
export function HitBody({ hit }: { hit: SearchHit }) {
  return (
    <>
      <HitMeta hit={hit} />
      <span className={styles.hitTitle}>{hit.title}</span>
      <span className={styles.hitExcerpt}>
        <SearchHitText html={hit.excerpt} />
      </span>
    </>
  );
}
