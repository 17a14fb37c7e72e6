import styles from './section-header.module.css';

export interface SectionHeaderProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
}

/** The eyebrow, h2 and lead that open every marketing section. */
export function SectionHeader({ id, eyebrow, title, lead, tone = 'light', align = 'start' }: SectionHeaderProps) {
  return (
    <header className={styles.header} data-tone={tone} data-align={align} data-split={align === 'start' && lead ? '' : undefined}>
      <div className={styles.inner}>
        {eyebrow && <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
