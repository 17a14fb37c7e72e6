import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { useLocation } from 'react-router-dom';
import { LocalizedLink } from '../localized-link/localized-link';
import { stripLocalePrefix } from '../../lib/i18n/localize-path';
import { HERO_ART_SIZE, heroArtPath } from './hero-art-path';
import { heroComposition } from './hero-composition';
import styles from './page-hero.module.css';
import { cx, ui } from '../../styles/primitives';

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
  /**
   * The right half from 1024 px, in its compact form under the copy on phones: the composition of
   * the page's family (hero-composition.ts), a product shot or one of src/components/hero-visuals,
   * passed by the page so that only pages showing a composition load its CSS. Without it, the
   * family's drawn motif (wide screens only); `false` leaves the hero one column.
   */
  visual?: ReactNode | false;
}

/** The dark header of every inner page: breadcrumb, optional back link and icon, h1 and lead. */
export function PageHero({ crumb, title, lead, back, icon: Icon, eyebrow, glow = 'blue-start', size = 'default', children, titleLang, visual }: PageHeroProps) {
  const path = stripLocalePrefix(useLocation().pathname);
  const art = visual === undefined;
  const side = visual === false ? null : (visual ?? <img src={heroArtPath(path)} alt="" {...HERO_ART_SIZE} decoding="async" />);
  return (
    <header className={styles.hero} data-glow={glow}>
      <div className="container">
        <Breadcrumb current={crumb} currentLang={titleLang} tone="dark" />
        {back && (
          <LocalizedLink to={back.to} className={cx(ui.backLink, styles.back)}>
            <ArrowLeft size={16} aria-hidden="true" />
            {back.label}
          </LocalizedLink>
        )}
        <div className={side ? styles.split : undefined} data-art={art || undefined} data-hero-kind={side ? (art ? 'motif' : heroComposition(path)) : undefined}>
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
          {side && <div className={styles.visual}>{side}</div>}
        </div>
      </div>
    </header>
  );
}
