import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { ProductShot } from '../../components/product-shot/product-shot';
import { SectionHeader } from '../../components/section-header/section-header';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home-product.module.css';

/** The product itself, on night ground between the light card sections: one Investigate screen and what it shows. */
export function HomeProduct() {
  const { t } = useTranslation(['home', 'solution']);
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={styles.band} aria-labelledby="product-title">
      <div className="container">
        <SectionHeader id="product-title" tone="dark" eyebrow={t('product.eyebrow')} title={t('product.title')} lead={t('product.lead')} />
        <div className={styles.layout}>
          <ProductShot
            screen="investigate"
            theme="dark"
            alt={t('product.alt')}
            caption={t('product.caption')}
            slot="productHome"
          />
          <div className={styles.aside}>
            <ul className={styles.points}>
              {(['one', 'two', 'three'] as const).map((point) => (
                <li key={point}>
                  <CheckCircle2 size={20} aria-hidden="true" />
                  <span>{t(`product.points.${point}`)}</span>
                </li>
              ))}
            </ul>
            <LocalizedLink to="/solution/investigate" className={styles.link}>
              {t('product.link')}
              <ArrowRight size={18} aria-hidden="true" />
            </LocalizedLink>
          </div>
        </div>
      </div>
    </section>
  );
}
