import { useTranslation } from '../../lib/i18n/use-translation';
import { SEARCH_TYPES, type SearchType } from '../../lib/search/search-entry';
import styles from './search.module.css';

/** The type filter: one choice of All, Post, Use case, Newsroom, Job, Legal, Page (radio buttons). */
export function TypeFilter({ value, onChange, name }: { value: SearchType | null; onChange: (type: SearchType | null) => void; name: string }) {
  const { t } = useTranslation('search');
  const options: Array<SearchType | null> = [null, ...SEARCH_TYPES];
  return (
    <fieldset className={styles.types} data-search-types="">
      <legend className="visually-hidden">{t('typeLabel')}</legend>
      {options.map((type) => (
        <label key={type ?? 'all'} className={styles.type}>
          <input type="radio" name={name} value={type ?? ''} checked={value === type} onChange={() => onChange(type)} />
          <span>{type ? t(`types.${type}`) : t('allTypes')}</span>
        </label>
      ))}
    </fieldset>
  );
}
