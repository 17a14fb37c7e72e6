import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { useReveal } from '../../lib/motion/use-reveal';
import { COMPANY_VALUES } from '../../lib/company/values';
import styles from './about.module.css';

export function AboutValues() {
  const { t } = useTranslation('company');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} className={`container ${styles.section}`} aria-labelledby="about-values-title">
      <SectionHeader id="about-values-title" eyebrow={t('about.values.eyebrow')} title={t('culture.values.title')} lead={t('about.values.lead')} />
      <IconCardGrid columns={3}>
        {COMPANY_VALUES.map(({ key, icon }) => (
          <IconCard key={key} icon={icon} title={t(`culture.values.${key}.title`)} text={t(`culture.values.${key}.text`)} />
        ))}
      </IconCardGrid>
      <LocalizedLink to="/about/company-culture" className={`button button--ghost ${styles.action}`}>
        {t('about.values.link')}
        <ArrowRight size={18} aria-hidden="true" />
      </LocalizedLink>
    </section>
  );
}
