import { useTranslation } from '../../lib/i18n/use-translation';
import { TEAM_VOICES } from './voices-data';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { personPicture } from '../../lib/images/person-pictures';
import styles from './team-voices.module.css';
import { cx, ui } from '../../styles/primitives';

/** Three people of the team, in their own words, each with their portrait and office. */
export function TeamVoices() {
  const { t } = useTranslation('company');
  return (
    <section className={styles.voices} aria-labelledby="voices-title">
      <p className={`eyebrow ${styles.eyebrow}`}>{t('culture.voices.eyebrow')}</p>
      <h2 id="voices-title" className={styles.title}>
        {t('culture.voices.title')}
      </h2>
      <ul className={cx(ui.grid, ui.cols3, styles.list)}>
        {TEAM_VOICES.map((voice) => (
          <li key={voice.key} data-voice={voice.key}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{t(`culture.voices.${voice.key}.quote`)}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <ResponsiveImage image={personPicture(voice.picture)} slot="avatar" alt="" className={styles.portrait} />
                <span>
                  <span className={styles.name}>{voice.name}</span>
                  <span className={styles.role}>
                    {t(`culture.voices.${voice.key}.role`)} · {t(`culture.offices.${voice.office}.name`)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
