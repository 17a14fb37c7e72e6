import { useTranslation } from '../../lib/i18n/use-translation';
import { Crosshair, Feather, Filter, Scale } from 'lucide-react';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home.module.css';

const CARDS = [
  { key: 'precise', icon: Crosshair },
  { key: 'proportionate', icon: Scale },
  { key: 'signal', icon: Filter },
  { key: 'light', icon: Feather },
] as const;

/** Small data: the principle behind the platform, in four cards. */
export function HomeSmallData() {
  const { t } = useTranslation('home');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={styles.section} aria-labelledby="small-data-title">
      <div className="container">
        <SectionHeader id="small-data-title" eyebrow={t('smallData.eyebrow')} title={t('smallData.title')} lead={t('smallData.lead')} />
        <IconCardGrid columns={4}>
          {CARDS.map(({ key, icon }) => (
            <IconCard key={key} icon={icon} title={t(`smallData.cards.${key}.title`)} text={t(`smallData.cards.${key}.text`)} />
          ))}
        </IconCardGrid>
      </div>
    </section>
  );
}
