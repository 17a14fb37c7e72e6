import { cx, ui } from '../../styles/primitives';
import panel from './hero-panel.module.css';
import styles from './hero-figures.module.css';

export interface HeroFigure {
  value: string;
  label: string;
}

export interface HeroBar {
  /** The bar's year or name, under it. */
  label: string;
  /** Its height against the tallest bar. */
  value: number;
  /** The value as printed above it, formatted for the page's language. */
  display: string;
  /** Past and present are measured; a goal is drawn open. */
  tone: 'past' | 'now' | 'goal';
}

export interface HeroFiguresProps {
  /** What the panel measures, with a live point before it. */
  title: string;
  /** When the figures were measured or reviewed. */
  meta: string;
  /** The figure the page is about: the panel's largest type. */
  headline: HeroFigure;
  bars?: HeroBar[];
  /** Two or three supporting figures; phones show the first two. */
  facts: HeroFigure[];
}

/**
 * The data composition: the page's own numbers as an instrument panel, built of text and CSS so it
 * costs no image and no script, and reads the same to a screen reader as to the eye.
 */
export function HeroFigures({ title, meta, headline, bars, facts }: HeroFiguresProps) {
  const max = Math.max(...(bars ?? []).map((bar) => bar.value));
  return (
    <figure className={`${panel.panel} ${styles.figures}`} data-composition="data">
      <figcaption className={cx(ui.kicker, ui.cluster, styles.panelHead)}>
        <span className={styles.live} aria-hidden="true" />
        <span className={styles.panelTitle}>{title}</span>
        <span className={styles.panelMeta}>{meta}</span>
      </figcaption>
      <div className={styles.headline}>
        <p className={styles.headlineValue}>{headline.value}</p>
        <p className={styles.headlineLabel}>{headline.label}</p>
      </div>
      {bars && (
        <ol className={cx(ui.list, styles.bars)}>
          {bars.map((bar) => (
            <li key={bar.label} className={styles.bar} data-tone={bar.tone}>
              <span className={styles.barValue}>{bar.display}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ height: `${Math.round((bar.value / max) * 100)}%` }} />
              </span>
              <span className={styles.barLabel}>{bar.label}</span>
            </li>
          ))}
        </ol>
      )}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
