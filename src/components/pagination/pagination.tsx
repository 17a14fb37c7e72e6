import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** Numbered pages with previous/next; every button is disabled when there is a single page. */
export function Pagination({ page, pages, onChange, labels }: PaginationProps) {
  const single = pages <= 1;
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <button type="button" className={styles.step} onClick={() => onChange(page - 1)} disabled={single || page <= 1} aria-label={labels.previous}>
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <ol className={styles.pages}>
        {Array.from({ length: Math.max(pages, 1) }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={labels.page(n)}
              disabled={single}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.step} onClick={() => onChange(page + 1)} disabled={single || page >= pages} aria-label={labels.next}>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
