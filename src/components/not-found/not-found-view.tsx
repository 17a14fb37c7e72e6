import { useTranslation } from '../../lib/i18n/use-translation';
import { LocalizedLink } from '../localized-link/localized-link';
import { cx, ui } from '../../styles/primitives';
import styles from './not-found.module.css';

/** Spec: code 404, a title, a description ("lost in the noise") and a button back home. */
export function NotFoundView({ description }: { description?: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={cx(ui.message, styles.wrap)} data-page="not-found" aria-labelledby="not-found-title">
      <div className={styles.signal} aria-hidden="true">
        <span className={styles.code}>{t('notFound.code')}</span>
      </div>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text} data-not-found-text="">
        {description ?? t('notFound.description')}
      </p>
      <LocalizedLink to="/" className="button button--primary">
        {t('notFound.home')}
      </LocalizedLink>
    </section>
  );
}
