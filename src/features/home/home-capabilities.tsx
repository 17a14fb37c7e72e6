import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { CAPABILITIES, CAPABILITY_ICONS } from '../../lib/catalogue/capabilities';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home.module.css';

/** Browse, Investigate, Monitor and Create, each with its own call to action. */
export function HomeCapabilities() {
  const { t } = useTranslation(['home', 'common']);
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={styles.section} aria-labelledby="capabilities-title">
      <div className="container">
        <SectionHeader id="capabilities-title" eyebrow={t('capabilities.eyebrow')} title={t('capabilities.title')} lead={t('capabilities.lead')} />
        <IconCardGrid columns={4}>
          {CAPABILITIES.map((capability) => {
            const name = t(`common:nav.solution.${capability}`);
            return (
              <IconCard key={capability} icon={CAPABILITY_ICONS[capability]} title={name} text={t(`capabilities.items.${capability}`)}>
                <LocalizedLink to={`/solution/${capability}`} className={`button button--ghost button--small ${styles.capabilityCta}`}>
                  {t('capabilities.cta', { name })}
                  <ArrowRight size={16} aria-hidden="true" />
                </LocalizedLink>
              </IconCard>
            );
          })}
        </IconCardGrid>
      </div>
    </section>
  );
}
