import type { MutableRefObject, ReactNode } from 'react';
import type { ListControl } from './list-handoff';
import { cx, ui } from '../../styles/primitives';
import styles from './article-listing.module.css';

interface Props {
  /** The parent's id, so the prerendered markup keeps the ids the listing gave it. */
  id: string;
  control: ListControl;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The listing's controls by name: focus returns to the one a visitor used after a page hand-off. */
  controls: MutableRefObject<Partial<Record<ListControl, HTMLSelectElement | null>>>;
  children: ReactNode;
}

/** One of the listing's controls (sort, topic): its label over a native select. */
export function ListSelect({ id, control, label, value, onChange, controls, children }: Props) {
  return (
    <div className={cx(ui.cluster, styles.field)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={ui.select}
        ref={(el) => {
          controls.current[control] = el;
        }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-control={control}
      >
        {children}
      </select>
    </div>
  );
}
