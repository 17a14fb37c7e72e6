import { useTranslation } from '../../lib/i18n/use-translation';
import { categoryLabel } from '../../lib/i18n/article-labels';
import styles from './topic-pills.module.css';
import { cx, ui } from '../../styles/primitives';

/** An item's topics as pills (cards and the article's side card); PREVIEW, on staging, stands out. */
export function TopicPills({ categories, label, size = 'small' }: { categories: readonly string[]; /** Names the list where nothing else does (cards). */ label?: string; size?: 'small' | 'regular' }) {
  const { t } = useTranslation('article');
  return (
    <ul className={cx(ui.list, styles.pills)} data-size={size} aria-label={label}>
      {categories.map((category) => (
        <li key={category} data-preview={category === 'PREVIEW' || undefined}>
          {categoryLabel(category, t)}
        </li>
      ))}
    </ul>
  );
}
