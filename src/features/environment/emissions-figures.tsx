import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowDownRight } from 'lucide-react';
import { EMISSIONS, percentChange } from './emissions';
import styles from './emissions-figures.module.css';
import { cx, ui } from '../../styles/primitives';

type Tile = { key: 'total' | 'perEmployee' | 'offices' | 'scope3'; baseline: number; current: number; decimals: number };

const { scopes } = EMISSIONS;
const TILES: Tile[] = [
  { key: 'total', ...EMISSIONS.total, decimals: 0 },
  { key: 'perEmployee', ...EMISSIONS.perEmployee, decimals: 1 },
  { key: 'offices', baseline: scopes.scope1.baseline + scopes.scope2.baseline, current: scopes.scope1.current + scopes.scope2.current, decimals: 0 },
  { key: 'scope3', ...scopes.scope3, decimals: 0 },
];

const MAX = Math.max(...EMISSIONS.sources.map((source) => source.baseline));

/** Stat tiles, the by-source chart (with its data as a table) and progress toward the 2030 target. */
export function EmissionsFigures() {
  const { t } = useTranslation('environment');
  const number = (value: number, decimals = 0) => value.toFixed(decimals).replace('.', t('environment.figures.decimal'));
  const change = (baseline: number, current: number) => {
    const value = percentChange(baseline, current);
    return t('environment.figures.change', { value: `${value < 0 ? '−' : '+'}${Math.abs(value)}`, year: EMISSIONS.baselineYear });
  };
  const { baseline, current, target } = EMISSIONS.total;
  const needed = baseline - target;
  const done = baseline - current;
  return (
    <section className={styles.figures} aria-labelledby="figures-title" data-emissions="">
      <h2 id="figures-title" className={styles.title}>
        {t('environment.figures.title')}
      </h2>
      <p className={styles.lead}>{t('environment.figures.lead', { year: EMISSIONS.currentYear, baseline: EMISSIONS.baselineYear })}</p>
      <ul className={cx(ui.grid, styles.tiles)}>
        {TILES.map((tile) => (
          <li key={tile.key} className={cx(ui.card, ui.statTile, styles.tile)} data-tile={tile.key}>
            <p className={styles.value}>
              {number(tile.current, tile.decimals)}
              <span className={styles.unit}>{t('environment.figures.unit')}</span>
            </p>
            <p className={styles.label}>{t(`environment.figures.tiles.${tile.key}`, { year: EMISSIONS.currentYear })}</p>
            <p className={styles.change}>
              <ArrowDownRight size={16} aria-hidden="true" />
              {change(tile.baseline, tile.current)}
              <span className={styles.from}>{t('environment.figures.from', { value: number(tile.baseline, tile.decimals) })}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.panels}>
        <figure className={styles.chart}>
          <figcaption className={styles.chartTitle} id="sources-title">
            {t('environment.figures.chart.title')}
          </figcaption>
          <p className={styles.legend} aria-hidden="true">
            <span className={styles.keyBaseline} />
            {EMISSIONS.baselineYear}
            <span className={styles.keyCurrent} />
            {EMISSIONS.currentYear}
          </p>
          {/* The bars are a picture of the table below; screen readers get the table. */}
          <ul className={cx(ui.grid, styles.rows)} aria-hidden="true">
            {EMISSIONS.sources.map((source) => (
              <li key={source.key} className={styles.row}>
                <span className={styles.rowLabel}>{t(`environment.figures.sources.${source.key}`)}</span>
                <span className={styles.bars}>
                  <span className={styles.bar} data-series="baseline" style={{ width: `${(source.baseline / MAX) * 100}%` }} />
                  <span className={styles.barValue}>{source.baseline}</span>
                  <span className={styles.bar} data-series="current" style={{ width: `${(source.current / MAX) * 100}%` }} />
                  <span className={styles.barValue}>{source.current}</span>
                </span>
              </li>
            ))}
          </ul>
          {/* In a wrapper: a table ignores the 1 px width of .visually-hidden and would widen the page. */}
          <div className="visually-hidden">
          <table aria-labelledby="sources-title" data-emissions-table="">
            <thead>
              <tr>
                <th scope="col">{t('environment.figures.chart.source')}</th>
                <th scope="col">{EMISSIONS.baselineYear}</th>
                <th scope="col">{EMISSIONS.currentYear}</th>
              </tr>
            </thead>
            <tbody>
              {EMISSIONS.sources.map((source) => (
                <tr key={source.key}>
                  <th scope="row">{t(`environment.figures.sources.${source.key}`)}</th>
                  <td>{`${source.baseline} ${t('environment.figures.unit')}`}</td>
                  <td>{`${source.current} ${t('environment.figures.unit')}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </figure>
        <div className={styles.target}>
          <h3 className={styles.chartTitle}>{t('environment.figures.target.title', { year: EMISSIONS.targetYear })}</h3>
          <p className={styles.targetValue}>
            {Math.round((done / needed) * 100)}
            <span className={styles.unit}>%</span>
          </p>
          <p className={styles.label}>{t('environment.figures.target.text', { done, needed, year: EMISSIONS.targetYear })}</p>
          <div
            className={styles.track}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={needed}
            aria-valuenow={done}
            aria-label={t('environment.figures.target.title', { year: EMISSIONS.targetYear })}
          >
            <span className={styles.fill} style={{ width: `${(done / needed) * 100}%` }} />
          </div>
          <dl className={cx(ui.factList, styles.milestones)}>
            <div>
              <dt>{t('environment.figures.target.baseline', { year: EMISSIONS.baselineYear })}</dt>
              <dd>{`${baseline} ${t('environment.figures.unit')}`}</dd>
            </div>
            <div>
              <dt>{EMISSIONS.currentYear}</dt>
              <dd>{`${current} ${t('environment.figures.unit')}`}</dd>
            </div>
            <div>
              <dt>{t('environment.figures.target.goal', { year: EMISSIONS.targetYear })}</dt>
              <dd>{`≤ ${target} ${t('environment.figures.unit')}`}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('environment.figures.target.note')}</p>
        </div>
      </div>
    </section>
  );
}
