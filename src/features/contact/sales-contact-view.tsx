import { useTranslation } from '../../lib/i18n/use-translation';
import { Mail, Phone } from 'lucide-react';
import { site } from '../../config/site';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroOffices } from '../../components/hero-visuals/hero-offices';
import { ProfessionalNetworkIcon } from '../../components/icons/social-icons';
import { cx, ui } from '../../styles/primitives';
import styles from './contact.module.css';
import { heroCopy } from '../../lib/i18n/hero-copy';

/** Sales contact (marketplace): e-mail, call and the company profile (spec 001 section 2). */
export function SalesContactView() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero {...heroCopy(t, 'sales')} glow="blue-end" visual={<HeroOffices />} />
      <div className={cx('container', ui.columns, styles.sales)}>
        <a className={cx(ui.cardLink, styles.salesCard)} href={`mailto:${site.mailboxes.sales}`} data-sales="email">
          <Mail size={28} aria-hidden="true" />
          <span className={styles.salesLabel}>{t('sales.email')}</span>
          <span className={styles.salesValue}>{site.mailboxes.sales}</span>
        </a>
        <a className={cx(ui.cardLink, styles.salesCard)} href={`tel:${site.phone.tel}`} data-sales="call">
          <Phone size={28} aria-hidden="true" />
          <span className={styles.salesLabel}>{t('sales.call')}</span>
          <span className={styles.salesValue}>{site.phone.display}</span>
        </a>
        <a className={cx(ui.cardLink, styles.salesCard)} href={site.social.linkedin} target="_blank" rel="noopener noreferrer" data-sales="profile">
          <ProfessionalNetworkIcon size={28} />
          <span className={styles.salesLabel}>{t('sales.profile')}</span>
          <span className={styles.salesValue}>LinkedIn</span>
        </a>
      </div>
    </>
  );
}
