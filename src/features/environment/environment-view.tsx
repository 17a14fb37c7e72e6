import { useTranslation } from '../../lib/i18n/use-translation';
import { Download, Leaf } from 'lucide-react';
import plans from 'virtual:environment-pdf';
import { formatDate } from '../../lib/dates/format-date';
import { useLocale } from '../../lib/i18n/use-locale';
import { PLAN_DATE, PLAN_SECTIONS } from './plan';
import { EnvironmentHeroFigures } from './environment-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import { PageToc } from '../../components/page-toc/page-toc';
import { PointText } from '../../components/point-text/point-text';
import { EmissionsFigures } from './emissions-figures';
import styles from './environment.module.css';
import { cx, ui } from '../../styles/primitives';

/** The carbon reduction plan (spec 000 section 2), with its PDF typeset at build from the same text. */
export function EnvironmentView() {
  const { t } = useTranslation(['environment', 'common']);
  const locale = useLocale();
  const plan = plans[locale.key];
  return (
    <>
      <PageHero crumb={t('environment.eyebrow')} title={t('environment.title')} lead={t('environment.lead')} icon={Leaf} glow="teal-end" visual={<EnvironmentHeroFigures />}>
        <p className={ui.heroDate}>{t('environment.published', { date: formatDate(PLAN_DATE, 'long', t) })}</p>
        {plan && (
          <a href={plan.href} className="button button--primary" download data-plan-pdf="">
            <Download size={18} aria-hidden="true" />
            {t('environment.download')}
            <span className={cx(ui.fileSize, styles.size)}>{t('environment.downloadNote', { size: plan.kb })}</span>
          </a>
        )}
      </PageHero>
      <div className="container">
        <EmissionsFigures />
      </div>
      <div className={cx('container', ui.docLayout, styles.layout)}>
        <PageToc
          id="environment-contents"
          title={t('environment.contents')}
          items={PLAN_SECTIONS.map((key) => ({ id: key, label: t(`environment.sections.${key}.title`) }))}
        />
        <div className={styles.sections}>
          {PLAN_SECTIONS.map((key) => (
            <section key={key} id={key} className={ui.docSection} aria-labelledby={`${key}-title`}>
              <h2 id={`${key}-title`}>{t(`environment.sections.${key}.title`)}</h2>
              <PointText text={t(`environment.sections.${key}.body`)} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
