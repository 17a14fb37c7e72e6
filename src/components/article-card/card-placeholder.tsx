import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { placeholderContours } from './placeholder-contours';
import styles from './article-card.module.css';

/**
 * Spec 001 ("/brand/newsroom"): an article without an image shows a black placeholder. Drawn as the
 * brand's night card (symbol, the category, a fine contour) so it reads as designed, not as a broken
 * image. Decorative: the card's pills and title carry the same information.
 */
export function CardPlaceholder({ id, category }: { id: string; category: string | undefined }) {
  const { t } = useTranslation('article');
  return (
    <span className={styles.placeholder} aria-hidden="true" data-placeholder={id}>
      <svg className={styles.contour} viewBox="0 0 400 210" preserveAspectRatio="xMaxYMid slice" focusable="false">
        {placeholderContours(id).map((d, k) => (
          <path key={k} d={d} className={k === 2 ? styles.indexContour : undefined} />
        ))}
      </svg>
      <span className={styles.placeholderLabel}>
        <svg className={styles.placeholderSymbol} viewBox="0 0 32 32" width="20" height="20" focusable="false">
          <circle cx="15" cy="15" r="10.5" fill="none" stroke="currentColor" strokeWidth="3.2" />
          <path d="M21.5 21.5 L28 28" stroke="var(--color-accent)" strokeWidth="3.2" strokeLinecap="round" />
          <circle cx="15" cy="15" r="3.2" fill="var(--color-accent)" />
          <circle cx="28" cy="28" r="2.6" fill="var(--color-accent)" />
        </svg>
        {category && <span>{categoryLabel(category, t)}</span>}
      </span>
    </span>
  );
}
