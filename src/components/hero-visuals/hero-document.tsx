import { cx, ui } from '../../styles/primitives';
import styles from './hero-document.module.css';

export interface HeroDocumentProps {
  /** The document's kind, top left of its title page (a policy set, a press release, guidelines). */
  kind: string;
  title: string;
  /** Its date or edition, under the title. */
  meta?: string;
  /** Its sections as it lists them; phones show the first three. */
  sections?: string[];
  /** Or its opening words, for a document without sections (a press release). */
  excerpt?: string;
  /** lang of title and excerpt when they are content in another language than the page. */
  lang?: string;
}

/**
 * The document composition: the page's document as a title page on paper, laid on a second sheet,
 * with its real section list. Text and CSS only; the lines under each section are drawn, not words.
 */
export function HeroDocument({ kind, title, meta, sections = [], excerpt, lang }: HeroDocumentProps) {
  return (
    <figure className={styles.document} data-composition="document">
      <span className={styles.sheetBehind} aria-hidden="true" />
      <div className={styles.sheet}>
        <span className={cx(ui.kicker, styles.sheetHead)}>
          <svg className={styles.sheetMark} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="2 3" />
            <circle cx="12" cy="12" r="3.5" fill="currentColor" />
          </svg>
          <span className={styles.sheetKind}>{kind}</span>
        </span>
        <span className={styles.sheetTitle} lang={lang}>
          {title}
        </span>
        {meta && <span className={styles.sheetMeta}>{meta}</span>}
        <span className={styles.sheetRule} aria-hidden="true" />
        {excerpt && (
          <span className={styles.sheetExcerpt} lang={lang}>
            {excerpt}
          </span>
        )}
        {sections.length > 0 && (
          <ol className={cx(ui.list, styles.sheetSections)}>
            {sections.map((section, index) => (
              <li key={section} className={styles.sheetSection}>
                <span className={styles.sheetNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span>{section}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </figure>
  );
}
