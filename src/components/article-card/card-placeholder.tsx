import { useTranslation } from '../../lib/i18n/use-translation';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { BrandSymbol } from '../brand-logo/brand-logo';
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
        <BrandSymbol className={styles.placeholderSymbol} size={20} />
        {category && <span>{categoryLabel(category, t)}</span>}
      </span>
    </span>
  );
}
