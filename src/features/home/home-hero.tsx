import { useTranslation } from 'react-i18next';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import styles from './home-hero.module.css';

/** Hero: headline split on line breaks, buttons to /solution and /contact, scroll hint. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const lines = t('hero.title').split('\n');
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <picture className={styles.media}>
        <source media="(max-width: 767px)" srcSet="/media/home/hero-poster-mobile.webp" width={780} height={1200} />
        <img
          src="/media/home/hero-poster.webp"
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {lines.map((line, index) => (
            <span key={index} className={styles.line}>
              {line}
            </span>
          ))}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <div className={styles.actions}>
          <LocalizedLink to="/solution" className="button button--primary">
            {t('hero.primary')}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalizedLink>
          <LocalizedLink to="/contact" className="button button--on-dark">
            {t('hero.secondary')}
          </LocalizedLink>
        </div>
      </div>
      <a href="#overview" className={styles.scrollHint}>
        <span>{t('hero.scrollHint')}</span>
        <ChevronDown size={20} aria-hidden="true" />
      </a>
    </section>
  );
}
