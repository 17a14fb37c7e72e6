import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { LEARNING_FORM_IDS } from '../../config/learning-forms';
import { cx, ui } from '../../styles/primitives';
import styles from './hub.module.css';

/** The hub's heading, with the live training session beside it: the registration page's way in. `crumb`: the last breadcrumb. */
export function HubHeader({ crumb }: { crumb: string }) {
  const { t } = useTranslation('hub');
  const session = LEARNING_FORM_IDS[0];
  return (
    <header className={cx(ui.nightBand, styles.header)}>
      <div className={`container ${styles.headerGrid}`}>
        <div>
          <Breadcrumb current={crumb} tone="dark" />
          <h1 className={styles.title}>{t('header.title')}</h1>
          <p className={ui.bandLead}>{t('header.lead')}</p>
        </div>
        {session && (
          <aside className={styles.training} aria-labelledby="hub-training">
            <p id="hub-training" className={styles.trainingLabel}>
              <GraduationCap size={18} aria-hidden="true" />
              {t('header.training.label')}
            </p>
            <p className={styles.trainingText}>{t('header.training.text')}</p>
            <LocalizedLink to={`/hub/events/${session}`} className={styles.trainingLink} data-training-link="">
              {t('header.training.cta')}
              <ArrowRight size={16} aria-hidden="true" />
            </LocalizedLink>
          </aside>
        )}
      </div>
    </header>
  );
}
