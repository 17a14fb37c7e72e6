import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SectionHeader } from '../../components/section-header/section-header';
import { IconCard, IconCardGrid } from '../../components/icon-card/icon-card';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home.module.css';

interface Props {
  /** The section's keys in the home namespace: `<name>.eyebrow`, `.title`, `.lead` and `.cards.<key>.title` and `.text`. */
  name: string;
  /** Id of the section's h2. */
  titleId: string;
  cards: ReadonlyArray<{ key: string; icon: LucideIcon }>;
  columns: 3 | 4;
  /** The section's own anchor, for links to it. */
  id?: string;
  /** What follows the cards (a link onwards). */
  children?: ReactNode;
}

/** A home page section of icon cards under its header, revealed as it scrolls in. */
export function HomeCardSection({ name, titleId, cards, columns, id, children }: Props) {
  const { t } = useTranslation('home');
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} id={id} className={styles.section} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)} lead={t(`${name}.lead`)} />
        <IconCardGrid columns={columns}>
          {cards.map(({ key, icon }) => (
            <IconCard key={key} icon={icon} title={t(`${name}.cards.${key}.title`)} text={t(`${name}.cards.${key}.text`)} />
          ))}
        </IconCardGrid>
        {children}
      </div>
    </section>
  );
}
