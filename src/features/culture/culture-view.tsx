import { useTranslation } from '../../lib/i18n/use-translation';
import { PartyPopper } from 'lucide-react';
import { CtaBand } from '../../components/cta-band/cta-band';
import { PageHero } from '../../components/page-hero/page-hero';
import { OfficeArt } from './office-art';
import { TeamVoices } from './team-voices';
import { HeroGreetings } from '../../components/hero-visuals/hero-greetings';
import { GREETINGS } from './greetings';
import { COMPANY_VALUES } from '../../lib/company/values';
import styles from './culture.module.css';
import { cx, ui } from '../../styles/primitives';

const OFFICES = ['luxembourg', 'london', 'paris'] as const;

/** Core values, celebrations, diversity, the team's own words and the three offices (spec 000 section 2). */
export function CultureView() {
  const { t } = useTranslation('company');
  return (
    <>
      <PageHero
        crumb={t('culture.eyebrow')}
        title={t('culture.title')}
        lead={t('culture.lead')}
        glow="amber-start"
        visual={
          <HeroGreetings caption={t('culture.hero.caption')} greetings={GREETINGS.map(({ lang, word }) => ({ lang, word, language: t(`culture.hero.languages.${lang}`) }))} />
        }
      />
      <div className="container">
        <section className={ui.block} aria-labelledby="values-title">
          <h2 id="values-title" className={ui.blockTitle}>
            {t('culture.values.title')}
          </h2>
          <ul className={cx(ui.grid, ui.cols3, styles.cards)}>
            {COMPANY_VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className={cx(ui.card, styles.card)} data-value={key}>
                <span className={ui.iconTile}>
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className={styles.cardTitle}>{t(`culture.values.${key}.title`)}</h3>
                <p className={styles.text}>{t(`culture.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.split}>
          <section className={cx(ui.card, styles.panel)} aria-labelledby="celebrations-title">
            <PartyPopper size={28} aria-hidden="true" className={styles.panelIcon} />
            <h2 id="celebrations-title" className={styles.panelTitle}>
              {t('culture.celebrations.title')}
            </h2>
            <p className={styles.text}>{t('culture.celebrations.text')}</p>
            <ul className={styles.list}>
              {(['one', 'two', 'three'] as const).map((item) => (
                <li key={item}>{t(`culture.celebrations.${item}`)}</li>
              ))}
            </ul>
          </section>
          <section className={cx(ui.card, styles.panel, styles.dark)} aria-labelledby="diversity-title">
            <p className={styles.figure}>
              {t('culture.diversity.figure')}
              <span className={ui.label}>{t('culture.diversity.figureLabel')}</span>
            </p>
            <h2 id="diversity-title" className={styles.panelTitle}>
              {t('culture.diversity.title')}
            </h2>
            <p>{t('culture.diversity.text')}</p>
          </section>
        </div>
        <TeamVoices />
        <section className={ui.block} aria-labelledby="offices-title">
          <h2 id="offices-title" className={ui.blockTitle}>
            {t('culture.offices.title')}
          </h2>
          <p className={styles.text}>{t('culture.offices.lead')}</p>
          <ul className={cx(ui.grid, ui.cols3, styles.offices)}>
            {OFFICES.map((key) => (
              <li key={key} className={cx(ui.mediaCard, styles.office)} data-office={key}>
                <div className={styles.art}>
                  <OfficeArt office={key} />
                </div>
                <div className={styles.officeBody}>
                  <p className={cx(ui.label, styles.role)}>{t(`culture.offices.${key}.role`)}</p>
                  <h3 className={styles.cardTitle}>{t(`culture.offices.${key}.name`)}</h3>
                  <p className={styles.text}>{t(`culture.offices.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <CtaBand title={t('culture.cta.title')} text={t('culture.cta.text')} button={t('culture.cta.button')} to="/careers" />
      </div>
    </>
  );
}
