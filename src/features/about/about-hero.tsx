import { useTranslation } from '../../lib/i18n/use-translation';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { HeroVideo } from '../../components/hero-video/hero-video';
import styles from './about.module.css';
import poster from '/media/about/hero-poster.webp?image=poster';
import posterMobile from '/media/about/hero-poster-mobile.webp?image=posterMobile';

export function AboutHero() {
  const { t } = useTranslation('company');
  return (
    <header className={styles.hero}>
      <HeroVideo
        webm="/media/about/hero.webm"
        mp4="/media/about/hero.mp4"
        poster={poster}
        posterMobile={posterMobile}
      />
      <div className="container">
        <Breadcrumb current={t('about.hero.eyebrow')} tone="dark" />
        <h1 className={styles.title}>{t('about.hero.title')}</h1>
        <p className={styles.lead}>{t('about.hero.lead')}</p>
      </div>
    </header>
  );
}
