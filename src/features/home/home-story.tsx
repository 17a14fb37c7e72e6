import { ArrowRight, FileCheck2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { ProductShot } from '../../components/product-shot/product-shot';
import { SectionHeader } from '../../components/section-header/section-header';
import { CAPABILITIES, CAPABILITY_ICONS } from '../../lib/catalogue/capabilities';
import { useReveal } from '../../lib/motion/use-reveal';
import { useActiveStep } from './use-active-step';
import styles from './home-story.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * The spec's capabilities section told as one case: browse, investigate, monitor and create are
 * the steps of one investigation, each with its call to action and its product screen, ending in
 * the report. Every step and screen is in the HTML; on desktop the CSS lays the screens on top of
 * each other beside the steps and shows the active one (home-story.module.css says when).
 */
export function HomeStory() {
  const { t } = useTranslation(['home', 'common']);
  const ref = useReveal<HTMLElement>();
  const { active, refs } = useActiveStep<HTMLDivElement>(CAPABILITIES.length);
  return (
    <section ref={ref} className={styles.section} aria-labelledby="capabilities-title" data-story="">
      <div className="container">
        <SectionHeader id="capabilities-title" eyebrow={t('capabilities.eyebrow')} title={t('capabilities.title')} lead={t('capabilities.lead')} />
        <ol className={cx(ui.grid, styles.steps)}>
          {CAPABILITIES.map((capability, index) => {
            const name = t(`common:nav.solution.${capability}`);
            const Icon = CAPABILITY_ICONS[capability];
            return (
              <li key={capability} className={styles.step} data-step={capability} data-active={index === active ? '' : undefined}>
                <div ref={refs[index]} className={styles.text}>
                  <p className={cx(ui.kicker, styles.label)}>
                    <span className={cx(ui.iconTile, styles.icon)} aria-hidden="true">
                      <Icon size={18} />
                    </span>
                    {t('capabilities.step', { n: index + 1, name })}
                  </p>
                  <h3 className={styles.title}>{t(`capabilities.steps.${capability}.title`)}</h3>
                  <p className={styles.body}>{t(`capabilities.steps.${capability}.text`)}</p>
                  <LocalizedLink to={`/solution/${capability}`} className={cx(ui.moreLink, styles.cta)}>
                    {t('capabilities.cta', { name })}
                    <ArrowRight size={16} aria-hidden="true" />
                  </LocalizedLink>
                </div>
                <ProductShot
                  screen={capability}
                  theme="light"
                  alt={t(`capabilities.steps.${capability}.alt`)}
                  caption={t(`capabilities.steps.${capability}.caption`)}
                  slot="productHome"
                  className={styles.shot}
                />
              </li>
            );
          })}
        </ol>
        <div className={styles.outcome}>
          <span className={cx(ui.iconTile, ui.iconTileSignal)} aria-hidden="true">
            <FileCheck2 size={24} />
          </span>
          <div>
            <h3 className={styles.outcomeTitle}>{t('capabilities.outcome.title')}</h3>
            <p className={styles.body}>{t('capabilities.outcome.text')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
