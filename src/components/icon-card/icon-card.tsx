import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './icon-card.module.css';
import { cx, ui } from '../../styles/primitives';

export interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Optional footer, usually one link. */
  children?: ReactNode;
  tone?: 'light' | 'dark';
}

/** A card with an icon tile, a title and a line of text: the building block of feature grids. */
export function IconCard({ icon: Icon, title, text, children, tone = 'light' }: IconCardProps) {
  return (
    <li className={styles.card} data-tone={tone}>
      <span className={cx(ui.iconTile, styles.icon)}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.footer}>{children}</div>}
    </li>
  );
}

/** The list that lays IconCards out in 2, 3 or 4 columns on wide screens, one on phones. */
export function IconCardGrid({ columns, children, label }: { columns: 2 | 3 | 4; children: ReactNode; label?: string }) {
  return (
    <ul className={cx(ui.grid, styles.grid)} data-columns={columns} aria-label={label}>
      {children}
    </ul>
  );
}
