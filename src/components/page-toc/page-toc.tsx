import type { ReactNode } from 'react';
import { cx, ui } from '../../styles/primitives';
import styles from './page-toc.module.css';

export interface PageTocProps {
  /** Id of the box's title, which labels the navigation. */
  id: string;
  title: string;
  /** Section ids on this page and their headings. */
  items: ReadonlyArray<{ id: string; label: string }>;
  /** Language of the headings when it differs from the page's (English legal texts). */
  lang?: string;
  /** Anything under the list, such as a download button. */
  children?: ReactNode;
}

/** A heading that carries its own number ("1. Who we are", "2) Scope"). */
const OWN_NUMBER = /^\s*\d+(?:\.\d+)*[.)]\s/;

/**
 * "On this page": a sticky box beside long documents with a link to each section. Headings that
 * are numbered already keep their numbers and the list adds none ("1. 1. Who We Are").
 */
export function PageToc({ id, title, items, lang, children }: PageTocProps) {
  const ownNumbers = items.length > 0 && items.every((item) => OWN_NUMBER.test(item.label));
  return (
    <nav className={cx(ui.panel, styles.toc)} aria-labelledby={id}>
      <p id={id} className={cx(ui.asideLabel, styles.title)}>
        {title}
      </p>
      <ol lang={lang} className={ownNumbers ? styles.ownNumbers : undefined} data-own-numbers={ownNumbers || undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
      {children}
    </nav>
  );
}
