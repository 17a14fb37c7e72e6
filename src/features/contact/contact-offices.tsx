import { MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { site } from '../../config/site';
import styles from './contact-extras.module.css';
import { cx, ui } from '../../styles/primitives';

/** The three offices with their postal addresses: who a visitor is writing to, and where to find us. */
export function ContactOffices() {
  const { t } = useTranslation('contact');
  return (
    <section className={`container ${styles.offices}`} aria-labelledby="offices-title" data-contact-offices="">
      <h2 id="offices-title" className={styles.officesTitle}>
        {t('offices.title')}
      </h2>
      <ul className={cx(ui.grid, styles.officeList)}>
        {site.offices.map((office) => (
          <li key={office.key} className={cx(ui.card, styles.office)} data-office={office.key}>
            <MapPin size={20} aria-hidden="true" className={styles.officeIcon} />
            <p className={cx(ui.kicker, styles.officeRole)}>{t(`offices.${office.key}.role`)}</p>
            <h3 className={styles.officeCity}>{t(`offices.${office.key}.city`)}</h3>
            <address className={styles.officeAddress}>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{t(`offices.${office.key}.country`)}</span>
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
