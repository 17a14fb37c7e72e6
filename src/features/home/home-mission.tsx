import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { INDUSTRIES } from '../../lib/catalogue/industries';
import { useReveal } from '../../lib/motion/use-reveal';
import { ParticleCanvas } from './particle-canvas';
import styles from './home.module.css';
import { cx, ui } from '../../styles/primitives';

/** Mission statement, and one card per industry over the particle canvas. */
export function HomeMission() {
  const { t } = useTranslation('home');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={styles.mission} aria-labelledby="mission-title">
      <div className={`container ${styles.missionInner}`}>
        <SectionHeader id="mission-title" tone="dark" eyebrow={t('mission.eyebrow')} title={t('mission.title')} lead={t('mission.text')} />
        <h3 className={cx(ui.label, styles.subheading)}>{t('mission.industriesTitle')}</h3>
        <div className={styles.cardsArea}>
          <ParticleCanvas />
          <IconCardGrid columns={4}>
            {INDUSTRIES.map(({ topic, key, icon }) => {
              // The menu's industry names: the home page then needs no industries translations.
              const name = t(`common:nav.industries.${key}`);
              return (
                <IconCard key={topic} tone="dark" icon={icon} title={name} text={t(`mission.industries.${key}`)}>
                  <LocalizedLink to={`/industries/${topic}`} className={cx(ui.moreLink, styles.cardLink)}>
                    {t('mission.industryLink', { name })}
                    <ArrowRight size={16} aria-hidden="true" />
                  </LocalizedLink>
                </IconCard>
              );
            })}
          </IconCardGrid>
        </div>
      </div>
    </section>
  );
}
