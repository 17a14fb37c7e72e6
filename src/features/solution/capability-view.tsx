import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { CtaBand } from '../../components/cta-band/cta-band';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { CAPABILITY_CARDS } from './capabilities';
import type { Capability } from '../../lib/catalogue/capabilities';
import styles from './solution.module.css';

/** A capability page: header back to /solution, optional intro, grid of icon cards, call to action. */
export function CapabilityView({ capability }: { capability: Capability }) {
  const { t } = useTranslation('solution');
  const { icon: Icon, cards, intro } = CAPABILITY_CARDS[capability];
  const ns = `capabilities.${capability}`;
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <Breadcrumb current={t(`${ns}.name`)} tone="dark" />
          <LocalizedLink to="/solution" className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t('back')}
          </LocalizedLink>
          <div className={styles.heroIcon}>
            <Icon size={28} aria-hidden="true" />
          </div>
          <p className={`eyebrow ${styles.heroEyebrow}`}>
            {t(`${ns}.eyebrow`)}
          </p>
          <h1 className={styles.title}>{t(`${ns}.title`)}</h1>
          <p className={styles.lead}>{t(`${ns}.lead`)}</p>
        </div>
      </header>
      <div className="container">
        {intro && <p className={styles.intro}>{t(`${ns}.intro`)}</p>}
        <ul className={styles.cards} data-cards={cards.length}>
          {cards.map((CardIcon, index) => (
            <li key={index} className={styles.card}>
              <span className={styles.iconBox}>
                <CardIcon size={22} aria-hidden="true" />
              </span>
              <h2 className={styles.cardTitle}>{t(`${ns}.cards.c${index + 1}.title`)}</h2>
              <p className={styles.cardText}>{t(`${ns}.cards.c${index + 1}.text`)}</p>
            </li>
          ))}
        </ul>
        <CtaBand title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} to="/bookademo" />
      </div>
    </>
  );
}
