import { useTranslation } from '../../lib/i18n/use-translation';
import { Check } from 'lucide-react';
import { SectionHeader } from '../../components/section-header/section-header';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './about.module.css';
import { cx, ui } from '../../styles/primitives';

const POINTS = ['protect', 'proportion', 'record'] as const;

export function AboutMission() {
  const { t } = useTranslation('company');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={cx('container', ui.columns, styles.section, styles.mission)} aria-labelledby="about-mission-title">
      <SectionHeader id="about-mission-title" eyebrow={t('about.mission.eyebrow')} title={t('about.mission.title')} lead={t('about.mission.text')} />
      <ul className={cx(ui.grid, ui.iconList, styles.points)}>
        {POINTS.map((point) => (
          <li key={point}>
            <Check size={20} aria-hidden="true" />
            {t(`about.mission.points.${point}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
