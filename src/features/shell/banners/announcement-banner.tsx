import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowRight, Megaphone } from 'lucide-react';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import styles from './banners.module.css';
import { DismissButton } from './dismiss-button';
import { ANNOUNCEMENT_STORAGE_KEY as STORAGE_KEY } from './announcement-id';

/** Message, call to action to /hub and a dismiss control; visible until dismissed. */
export function AnnouncementBanner() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEY) === '1') setVisible(false);
    } catch {
      // Without storage the banner simply stays until dismissed on this page.
    }
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      window.localStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // ignore: dismissal still holds for this page view
    }
    document.getElementById('main')?.focus();
  };

  return (
    <section className={styles.announcement} aria-label={t('announcement.label')} data-banner="announcement">
      <div className={`container ${styles.inner}`}>
        <Megaphone className={styles.icon} size={18} aria-hidden="true" />
        <p className={styles.message}>
          {t('announcement.message')}{' '}
          <LocalizedLink to="/hub" className={styles.cta}>
            {t('announcement.cta')}
            <ArrowRight size={14} aria-hidden="true" />
          </LocalizedLink>
        </p>
        <DismissButton label={t('announcement.dismiss')} onDismiss={dismiss} />
      </div>
    </section>
  );
}
