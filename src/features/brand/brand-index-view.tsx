import { useTranslation } from '../../lib/i18n/use-translation';
import { BookOpenCheck, ImageDown, Newspaper } from 'lucide-react';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroDocument } from '../../components/hero-visuals/hero-document';
import { LinkCard, LinkCardGrid } from '../../components/link-card/link-card';
import { CtaBand } from '../../components/cta-band/cta-band';
import styles from './brand.module.css';
import { heroCopy } from '../../lib/i18n/hero-copy';

const CARDS = [
  { key: 'newsroom', to: '/brand/newsroom', icon: Newspaper, gated: false },
  { key: 'guidelines', to: '/brand/guidelines', icon: BookOpenCheck, gated: true },
  { key: 'assets', to: '/brand/assets', icon: ImageDown, gated: true },
] as const;

/** /brand: three cards and the call to action to the brand team (spec 001 section 2). */
export function BrandIndexView() {
  const { t } = useTranslation(['brand', 'common']);
  return (
    <>
      <PageHero
        {...heroCopy(t, 'index')}
        glow="teal-end"
        size="large"
        visual={<HeroDocument kind={t('index.kind')} title={t('common:brand.name')} sections={CARDS.map(({ key }) => t(`index.cards.${key}.title`))} />}
      />
      <div className={`container ${styles.index}`}>
        <LinkCardGrid columns={3} label={t('index.cardsLabel')}>
          {CARDS.map(({ key, to, icon, gated }) => (
            <LinkCard
              key={key}
              to={to}
              icon={icon}
              title={t(`index.cards.${key}.title`)}
              text={t(`index.cards.${key}.text`)}
              action={t(`index.cards.${key}.action`)}
              badge={gated ? t('index.locked') : undefined}
            />
          ))}
        </LinkCardGrid>
      </div>
      {/* In the page's container like every other closing card, so it keeps to the grid. */}
      <div className="container">
        <CtaBand title={t('index.cta.title')} text={t('index.cta.text')} button={t('index.cta.button')} to="/brand/contact" />
      </div>
    </>
  );
}
