import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { HeroVideo } from '../../components/hero-video/hero-video';
import { site } from '../../config/site';
import { useTextLang } from '../../lib/i18n/text-lang';
import { cx, ui } from '../../styles/primitives';
import styles from './home-hero.module.css';
import poster from '/media/home/hero-poster.webp?image=poster';
import posterMobile from '/media/home/hero-poster-mobile.webp?image=posterMobile';

/** Hero: looping video over its poster, headline split on line breaks, buttons to /solution and /contact, scroll hint. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const lines = t('hero.title').split('\n');
  const taglineLang = useTextLang('en');
  return (
    <section className={cx(ui.videoHero, styles.hero)} aria-labelledby="home-hero-title">
      <HeroVideo
        webm="/media/home/hero.webm"
        mp4="/media/home/hero.mp4"
        poster={poster}
        posterMobile={posterMobile}
      />
      <div className={`container ${styles.content}`}>
        {/* The brand's tagline stays English in every language (DESIGN.md); a screen reader is told so. */}
        <p className={styles.eyebrow} lang={taglineLang}>
          {site.tagline}
        </p>
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
