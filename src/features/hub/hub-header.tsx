import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import styles from './hub.module.css';

export function HubHeader() {
  const { t } = useTranslation('hub');
  return (
    <header className={styles.header}>
      <div className="container">
        <Breadcrumb current={t('header.eyebrow')} tone="dark" />
        <h1 className={styles.title}>{t('header.title')}</h1>
        <p className={styles.lead}>{t('header.lead')}</p>
      </div>
    </header>
  );
}
