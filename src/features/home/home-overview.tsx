import { useTranslation } from 'react-i18next';
import { ArrowRight, EyeOff, FileCheck2, Network } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import styles from './home-overview.module.css';

const CARDS = [
  { key: 'collect', icon: EyeOff },
  { key: 'understand', icon: Network },
  { key: 'prove', icon: FileCheck2 },
] as const;

/** Operating-system overview: three cards and a link to /solution. */
export function HomeOverview() {
  const { t } = useTranslation('home');
  return (
    <section id="overview" className={styles.section} aria-labelledby="overview-title">
      <div className="container">
        <header className={styles.header}>
          <p className="eyebrow">{t('overview.eyebrow')}</p>
          <h2 id="overview-title" className={styles.title}>
            {t('overview.title')}
          </h2>
          <p className={styles.lead}>{t('overview.lead')}</p>
        </header>
        <ul className={styles.cards}>
          {CARDS.map(({ key, icon: Icon }) => (
            <li key={key} className={styles.card}>
              <span className={styles.icon}>
                <Icon size={24} aria-hidden="true" />
              </span>
              <h3 className={styles.cardTitle}>{t(`overview.cards.${key}.title`)}</h3>
              <p className={styles.cardText}>{t(`overview.cards.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <LocalizedLink to="/solution" className={styles.link}>
          {t('overview.link')}
          <ArrowRight size={18} aria-hidden="true" />
        </LocalizedLink>
      </div>
    </section>
  );
}
