import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LocalizedLink } from '../localized-link/localized-link';
import { pageWindow } from '../../lib/listing/list-pages';
import styles from './pagination.module.css';
import { cx, ui } from '../../styles/primitives';

export interface PaginationProps {
  page: number;
  pages: number;
  /**
   * Pages with URLs of their own: the unprefixed path of page n. The pager is then made of links
   * crawlers follow; without it, of buttons that call onChange (a sorted or filtered list).
   */
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/**
 * Numbered pages with previous and next, windowed around the current page so the pager is the
 * same size at any length; every control is disabled when there is a single page.
 */
export function Pagination({ page, pages, hrefFor, onChange, labels }: PaginationProps) {
  const single = pages <= 1;

  const control = (target: number, className: string, label: string, content: ReactNode, { enabled, current = false }: { enabled: boolean; current?: boolean }) => {
    if (hrefFor && enabled && !current) {
      return (
        <LocalizedLink to={hrefFor(target)} className={className} aria-label={label}>
          {content}
        </LocalizedLink>
      );
    }
    // The current page of a linked pager is no link: it says where the reader is.
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={!enabled || (hrefFor !== undefined && current) || undefined}
        onClick={() => onChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      {control(page - 1, styles.step ?? '', labels.previous, <ChevronLeft size={18} aria-hidden="true" />, { enabled: !single && page > 1 })}
      <ol className={cx(ui.list, ui.cluster, styles.pages)}>
        {pageWindow(page, Math.max(pages, 1)).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{control(item, styles.page ?? '', labels.page(item), item, { enabled: !single, current: item === page })}</li>
          ),
        )}
      </ol>
      {control(page + 1, styles.step ?? '', labels.next, <ChevronRight size={18} aria-hidden="true" />, { enabled: !single && page < pages })}
    </nav>
  );
}
