import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import styles from './contact.module.css';

/** After a marketplace purchase: "Thank you!" and the order text (spec 001 section 2). */
export function PurchaseCompleteView() {
  const { t } = useTranslation('contact');
  return (
    <section className={`container ${styles.thanks}`} aria-labelledby="thanks-title">
      <CheckCircle2 size={56} aria-hidden="true" className={styles.thanksIcon} />
      <h1 id="thanks-title" className={styles.thanksTitle}>
        {t('purchase.title')}
      </h1>
      <p className={styles.thanksText}>{t('purchase.text')}</p>
      <LocalizedLink to="/" className="button button--ghost">
        {t('purchase.home')}
        <ArrowRight size={18} aria-hidden="true" />
      </LocalizedLink>
    </section>
  );
}
