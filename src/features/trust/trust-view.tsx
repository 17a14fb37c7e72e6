import type { ComponentType } from 'react';
import { Download, ShieldCheck } from 'lucide-react';
import overviews from 'virtual:trust-pdf';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDate } from '../../lib/dates/format-date';
import { PageHero } from '../../components/page-hero/page-hero';
import { PageToc } from '../../components/page-toc/page-toc';
import { CtaBand } from '../../components/cta-band/cta-band';
import { PointText } from '../../components/point-text/point-text';
import { TRUST_REVIEWED, TRUST_SECTIONS, TRUST_TILES, type TrustSection } from './trust-data';
import { TrustHeroDocument } from './trust-hero';
import { TrustCerts, TrustDisclosure, TrustRegions } from './trust-details';
import { SubprocessorTable } from './subprocessor-table';
import styles from './trust.module.css';
import { heroCopy } from '../../lib/i18n/hero-copy';
import { cx, ui } from '../../styles/primitives';

/** What each section shows under its text: cards, a list or the table. */
const DETAILS: Partial<Record<TrustSection, ComponentType>> = {
  certifications: TrustCerts,
  hosting: TrustRegions,
  disclosure: TrustDisclosure,
  subprocessors: SubprocessorTable,
};

/** The trust center: the facts a security buyer checks, with the security overview PDF. */
export function TrustView() {
  const { t } = useTranslation(['trust', 'common']);
  const overview = overviews[useLocale().key];
  return (
    <>
      <PageHero {...heroCopy(t, 'trust')} icon={ShieldCheck} glow="blue-end" visual={<TrustHeroDocument />}>
        <p className={ui.heroDate}>{t('trust.updated', { date: formatDate(TRUST_REVIEWED, 'long', t) })}</p>
        {overview && (
          <a href={overview.href} className={`button button--primary ${styles.download}`} download data-trust-pdf="" data-multiline="">
            <span className={cx(ui.inline, styles.downloadLabel)}>
              <Download size={18} aria-hidden="true" />
              {t('trust.download')}
            </span>
            <span className={cx(ui.fileSize, styles.size)}>{t('trust.downloadNote', { size: overview.kb })}</span>
          </a>
        )}
      </PageHero>
      <section className="container" aria-label={t('trust.tiles.label')}>
        <ul className={`ui-grid ui-cols4 ${styles.tiles}`}>
          {TRUST_TILES.map((key) => (
            <li key={key} className={cx(ui.card, ui.statTile, styles.tile)} data-tile={key}>
              <span className={styles.value}>{t(`trust.tiles.${key}.value`)}</span>
              <span className={styles.label}>{t(`trust.tiles.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className={cx('container', ui.docLayout, styles.layout)}>
        <PageToc id="trust-contents" title={t('trust.contents')} items={TRUST_SECTIONS.map((key) => ({ id: key, label: t(`trust.sections.${key}.title`) }))} />
        <div className={styles.sections}>
          {TRUST_SECTIONS.map((key) => {
            const Details = DETAILS[key];
            return (
              <section key={key} id={key} className={cx(ui.docSection, styles.section)} aria-labelledby={`${key}-title`}>
                <h2 id={`${key}-title`}>{t(`trust.sections.${key}.title`)}</h2>
                <PointText text={t(`trust.sections.${key}.body`)} />
                {Details && <Details />}
              </section>
            );
          })}
        </div>
      </div>
      <CtaBand title={t('trust.cta.title')} text={t('trust.cta.text')} button={t('trust.cta.button')} to="/contact" />
    </>
  );
}
