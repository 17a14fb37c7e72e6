import { useTranslation } from '../../lib/i18n/use-translation';
import { LAND, MAP_SIZE, OFFICE_POINTS, mapPoint, route } from './europe-map';
import { cx, ui } from '../../styles/primitives';
import panel from './hero-panel.module.css';
import styles from './hero-offices.module.css';

const [LUXEMBOURG, LONDON, PARIS] = OFFICE_POINTS;
const ROUTES = [route(LONDON.at, LUXEMBOURG.at), route(LONDON.at, PARIS.at), route(PARIS.at, LUXEMBOURG.at)];

/**
 * The map composition: the three offices on their stretch of Europe, headquarters in teal, with
 * each office's role and city listed under the map (the labels on the map carry the city alone).
 */
export function HeroOffices() {
  const { t } = useTranslation('common');
  return (
    <figure className={`${panel.panel} ${styles.offices}`} data-composition="map">
      <svg viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`} preserveAspectRatio="xMidYMid slice" className={styles.map} role="img" aria-label={t('hero.offices.label')}>
        <defs>
          <pattern id="hero-map-dots" width="12" height="12" patternUnits="userSpaceOnUse">
            <circle cx="6" cy="6" r="1.1" fill="#8A93AB" fillOpacity="0.35" />
          </pattern>
        </defs>
        {LAND.map((d, k) => (
          <g key={k}>
            <path d={d} fill="#1D2641" fillOpacity="0.7" />
            <path d={d} fill="url(#hero-map-dots)" stroke="#8A93AB" strokeOpacity="0.45" strokeWidth="1" strokeLinejoin="round" />
          </g>
        ))}
        {ROUTES.map((d, k) => (
          <path key={k} d={d} fill="none" stroke="#14C8B0" strokeWidth="1.6" strokeDasharray="4 5" strokeOpacity="0.8" />
        ))}
        {OFFICE_POINTS.map(({ key, at, label }, index) => {
          const p = mapPoint(...at);
          const hq = index === 0;
          return (
            <g key={key} data-map-office={key}>
              <circle cx={p.x} cy={p.y} r={hq ? 16 : 12} fill={hq ? '#14C8B0' : '#6B84FF'} fillOpacity="0.2" />
              <circle cx={p.x} cy={p.y} r={hq ? 6 : 5} fill={hq ? '#14C8B0' : '#6B84FF'} stroke="#0B1020" strokeWidth="2" />
              {[styles.mapHalo, ''].map((halo) => (
                <text key={halo} x={p.x + (label === 'start' ? 14 : -14)} y={p.y + 5} textAnchor={label} className={`${styles.mapLabel} ${halo}`.trim()}>
                  {t(`hero.offices.${key}.city`)}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.officeList}>
        {OFFICE_POINTS.map(({ key }, index) => (
          <span key={key} className={styles.office} data-hq={index === 0 || undefined}>
            <span className={cx(ui.kicker, styles.officeRole)}>{t(`hero.offices.${key}.role`)}</span>
            <span className={styles.officeCity}>{t(`hero.offices.${key}.city`)}</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
