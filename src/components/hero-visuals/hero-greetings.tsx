import { cx, ui } from '../../styles/primitives';
import panel from './hero-panel.module.css';
import styles from './hero-greetings.module.css';

export interface HeroGreetingsProps {
  /** What the words are ("Some of the languages our team speaks"), under them. */
  caption: string;
  /** Each greeting in its own language (`lang` is its BCP 47 tag), with that language's name in the page's language. */
  greetings: ReadonlyArray<{ lang: string; word: string; language: string }>;
}

/**
 * The people composition for a page about how a team works together rather than who leads it: the
 * greetings of the languages spoken in its offices, set in the brand face, each marked with its own
 * language so a screen reader says it right. Text and CSS only.
 */
export function HeroGreetings({ caption, greetings }: HeroGreetingsProps) {
  return (
    <figure className={`${panel.panel} ${styles.greetings}`} data-composition="people" data-variant="languages">
      <ul className={cx(ui.list, ui.cluster, styles.words)}>
        {greetings.map(({ lang, word, language }) => (
          <li key={lang} className={styles.word} data-lang={lang}>
            <span className={styles.greeting} lang={lang}>
              {word}
            </span>
            <span className={styles.language}>{language}</span>
          </li>
        ))}
      </ul>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
