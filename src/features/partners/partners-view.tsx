import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowUpRight } from 'lucide-react';
import type { PartnersPageData } from '../../content/page-data/types';
import { CtaBand } from '../../components/cta-band/cta-band';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroPeople } from '../../components/hero-visuals/hero-people';
import styles from './partners.module.css';
import { cx, ui } from '../../styles/primitives';
import { Block } from '../../components/block/block';
import { heroCopy } from '../../lib/i18n/hero-copy';

/** Partner marks in the hero: a wall of six on wide screens (phones show three). */
const HERO_MARKS = 6;

/** Name-sorted partner cards of the 16 partners (logo and what each provides), and a contact call to action. */
export function PartnersView({ data }: { data: PartnersPageData }) {
  const { t } = useTranslation('company');
  return (
    <>
      <PageHero {...heroCopy(t, 'partners')} glow="blue-center" visual={<HeroPeople caption={t('partners.hero.caption')} marks={data.partners.slice(0, HERO_MARKS)} />} />
      <div className="container">
        <Block id="partners-title" title={t('partners.gridTitle')} titleClassName={styles.blockTitle}>
          <ul className={cx(ui.grid, ui.cols3, styles.grid)}>
            {data.partners.map((partner) => (
              <li key={partner.name} className={styles.card}>
                <a href={partner.url} target="_blank" rel="noopener noreferrer" className={styles.logo} aria-label={t('partners.visit', { name: partner.name })} data-partner={partner.name}>
                  <img src={partner.image} alt="" width={360} height={96} loading="lazy" decoding="async" />
                  <ArrowUpRight size={18} aria-hidden="true" className={styles.out} />
                </a>
                <p className={styles.description} lang={partner.descriptionLang ?? undefined} data-partner-description="">
                  {partner.description}
                </p>
              </li>
            ))}
          </ul>
        </Block>
        <CtaBand title={t('partners.cta.title')} text={t('partners.cta.text')} button={t('partners.cta.button')} to="/contact" />
      </div>
    </>
  );
}
