import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, EyeOff, FileCheck2, Network } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home.module.css';
import { cx, ui } from '../../styles/primitives';

const CARDS = [
  { key: 'collect', icon: EyeOff },
  { key: 'understand', icon: Network },
  { key: 'prove', icon: FileCheck2 },
] as const;

/** Operating-system overview: three cards and a link to /solution. */
export function HomeOverview() {
  const { t } = useTranslation('home');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} id="overview" className={styles.section} aria-labelledby="overview-title">
      <div className="container">
        <SectionHeader id="overview-title" eyebrow={t('overview.eyebrow')} title={t('overview.title')} lead={t('overview.lead')} />
        <IconCardGrid columns={3}>
          {CARDS.map(({ key, icon }) => (
            <IconCard key={key} icon={icon} title={t(`overview.cards.${key}.title`)} text={t(`overview.cards.${key}.text`)} />
          ))}
        </IconCardGrid>
        <LocalizedLink to="/solution" className={cx(ui.moreLink, styles.link)}>
          {t('overview.link')}
          <ArrowRight size={18} aria-hidden="true" />
        </LocalizedLink>
      </div>
    </section>
  );
}
