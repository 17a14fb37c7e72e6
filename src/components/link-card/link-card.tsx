import type { ReactNode } from 'react';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { LocalizedLink } from '../localized-link/localized-link';
import styles from './link-card.module.css';
import { cx, ui } from '../../styles/primitives';

export interface LinkCardProps {
  to: string;
  title: string;
  text: string;
  /** The call to action at the foot of the card ("Read", "View the guidelines"). */
  action: string;
  icon: LucideIcon;
  /** A small note beside the title, such as "Password required". */
  badge?: ReactNode;
}

/** A whole-card link to another page: icon, title, one line of text and an action. */
export function LinkCard({ to, title, text, action, icon: Icon, badge }: LinkCardProps) {
  return (
    <li>
      <LocalizedLink to={to} className={cx(ui.cardLink, styles.card)}>
        <Icon size={28} aria-hidden="true" className={styles.icon} />
        <span className={styles.title}>{title}</span>
        {badge && <span className={styles.badge}>{badge}</span>}
        <span className={styles.text}>{text}</span>
        <span className={ui.cardAction}>
          {action}
          <ArrowRight size={16} aria-hidden="true" />
        </span>
      </LocalizedLink>
    </li>
  );
}

/** The list that lays LinkCards out in two or three columns, one on phones. */
export function LinkCardGrid({ columns = 2, label, children }: { columns?: 2 | 3; label?: string; children: ReactNode }) {
  return (
    <ul className={cx(ui.grid, ui.cols2, styles.grid)} data-columns={columns} aria-label={label}>
      {children}
    </ul>
  );
}
