import type { ReactNode } from 'react';
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

/** "On this page": a sticky box beside long documents with a link to each section. */
export function PageToc({ id, title, items, lang, children }: PageTocProps) {
  return (
    <nav className={styles.toc} aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {title}
      </p>
      <ol lang={lang}>
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
