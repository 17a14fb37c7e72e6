import { useTranslation } from '../../lib/i18n/use-translation';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { HeroVideo } from '../../components/hero-video/hero-video';
import { ProductShot } from '../../components/product-shot/product-shot';
import { cx, ui } from '../../styles/primitives';
import styles from './about.module.css';
import poster from '/media/about/hero-poster.webp?image=poster';
import posterMobile from '/media/about/hero-poster-mobile.webp?image=posterMobile';

/**
 * The about hero: the spec's looping video behind, the copy and, beside it from 1024 px (under it on
 * phones, small), the tool the title says the company builds: Browse, the screen that protects the
 * investigator, which the mission below names first. It waits until near (lazy), so the phone's
 * first paint stays the title over the poster.
 */
export function AboutHero() {
  const { t } = useTranslation('company');
  return (
    <header className={cx(ui.videoHero, styles.hero)}>
      <HeroVideo
        webm="/media/about/hero.webm"
        mp4="/media/about/hero.mp4"
        poster={poster}
        posterMobile={posterMobile}
      />
      <div className="container">
        <Breadcrumb current={t('about.hero.eyebrow')} tone="dark" />
        <div className={styles.heroSplit} data-hero-kind="product">
          <div>
            <h1 className={styles.title}>{t('about.hero.title')}</h1>
            <p className={styles.lead}>{t('about.hero.lead')}</p>
          </div>
          <ProductShot screen="browse" theme="dark" alt={t('about.hero.shot.alt')} caption={t('about.hero.shot.caption')} slot="productHero" className={styles.heroShot} />
        </div>
      </div>
    </header>
  );
}
