import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { LocalizedLink } from '../localized-link/localized-link';
import styles from './page-hero.module.css';

/** Where the coloured glow of the dark hero sits; each page family keeps its own. */
export type HeroGlow = 'blue-start' | 'blue-center' | 'blue-end' | 'teal-end' | 'amber-start';

export interface PageHeroProps {
  /** This page's label in the breadcrumb. */
  crumb: string;
  title: string;
  lead?: string;
  /** Link back to the parent page, shown above the title. */
  back?: { to: string; label: string };
  icon?: LucideIcon;
  eyebrow?: string;
  glow?: HeroGlow;
  /** Larger title for top-level pages. */
  size?: 'default' | 'large';
  /** Anything below the lead: buttons, a date, a download. */
  children?: ReactNode;
  /** lang of title and crumb when they are content in another language than the page. */
  titleLang?: string;
  /** A picture beside the copy from lg up (a product shot), under it on smaller screens. */
  visual?: ReactNode;
}

/** The dark header of every inner page: breadcrumb, optional back link and icon, h1 and lead. */
export function PageHero({ crumb, title, lead, back, icon: Icon, eyebrow, glow = 'blue-start', size = 'default', children, titleLang, visual }: PageHeroProps) {
  return (
    <header className={styles.hero} data-glow={glow}>
      <div className="container">
        <Breadcrumb current={crumb} currentLang={titleLang} tone="dark" />
        {back && (
          <LocalizedLink to={back.to} className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" />
            {back.label}
          </LocalizedLink>
        )}
        <div className={visual ? styles.split : undefined}>
          <div className={styles.copy}>
            {Icon && (
              <div className={styles.icon} aria-hidden="true">
                <Icon size={28} />
              </div>
            )}
            {eyebrow && <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>}
            <h1 className={styles.title} data-size={size} lang={titleLang}>
              {title}
            </h1>
            {lead && <p className={styles.lead}>{lead}</p>}
            {children}
          </div>
          {visual && <div className={styles.visual}>{visual}</div>}
        </div>
      </div>
    </header>
  );
}
