import type gatedCopy from '../../../locales/en/gated/brand.json';

/* What the gated brand pages hold once unlocked; sealed at build by scripts/build/brand-vault.ts. */

/** The copy of locales/{lang}/gated/brand.json (only its shape is imported, never its text). */
export type GatedBrandCopy = typeof gatedCopy;

export interface PressPhoto {
  /** Full-size file under /download/brand/. */
  href: string;
  /** A smaller WebP of the same photo for the card and the modal. */
  preview: string;
  width: number;
  height: number;
  /** Link label from the content file, when the editor gave one. */
  name: string | null;
}

export interface PressPerson {
  id: string;
  title: string;
  text: string;
  description: string;
  photos: PressPhoto[];
}

export interface AssetsVault {
  copy: GatedBrandCopy['assets'];
  people: PressPerson[];
}

export type LogoFileKey = 'logoSvg' | 'logoPng' | 'lightSvg' | 'lightPng' | 'symbolSvg';

export interface GuidelinesVault {
  copy: GatedBrandCopy['guidelines'];
  logos: Array<{ key: LogoFileKey; href: string }>;
}
