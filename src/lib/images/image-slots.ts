/**
 * Every place the site shows a raster image, with the box it is drawn in. One table, because three
 * parties must agree on it: the build (which widths to encode), the component (`srcset`, `sizes`,
 * intrinsic size) and the checks (validation wants sources at least as wide as the widest variant;
 * `npm run budgets` and e2e/image-sizes.spec.ts compare the chosen file with the rendered box).
 *
 * `width`/`height` give the aspect ratio the variants are cropped to (and the intrinsic size the
 * `<img>` carries, so nothing shifts). `widths` are the encoded widths, smallest first; the largest
 * is the narrowest source an editor may commit. `sizes` must follow the slot's CSS: a `sizes` wider
 * than the box makes phones download more than they show.
 */
export interface ImageSlot {
  width: number;
  height: number;
  widths: readonly number[];
  sizes: string;
}

/** Covers are 1200x630 (the og:image size too); cards, the hub's hero card and the article share them. */
const COVER = { width: 1200, height: 630 } as const;
/** Product screens are rendered at 1440x900 CSS px (scripts/media/generate-product-screens.ts): 16:10. */
const SCREEN = { width: 1600, height: 1000 } as const;

export const IMAGE_SLOTS = {
  /** Grid, carousel and newsroom cards: one column on phones (container padding 16 px each side), two from 768, three from 1024. */
  card: { ...COVER, widths: [360, 720, 1080], sizes: '(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, calc(100vw - 32px)' },
  /** The hub's newest post, above the grid. */
  cardHero: { ...COVER, widths: [360, 720, 1080, 1200], sizes: '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, calc(100vw - 32px)' },
  /** The article's cover in its main column. */
  articleCover: { ...COVER, widths: [360, 720, 1080, 1200], sizes: '(min-width: 1280px) 760px, (min-width: 1024px) 64vw, calc(100vw - 32px)' },
  /** The product screen next to a capability's or an industry's title. */
  productHero: { ...SCREEN, widths: [480, 800, 1200, 1600], sizes: '(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw' },
  /** A capability's feature screen. */
  productFeature: { ...SCREEN, widths: [480, 800, 1200, 1600], sizes: '(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw' },
  /** Home's product story: the screen column beside the steps (one column below 1024 px). */
  productHome: { ...SCREEN, widths: [480, 800, 1200, 1600], sizes: '(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw' },
  /** The solution page's grid of capabilities. */
  productGrid: { ...SCREEN, widths: [480, 800, 1200], sizes: '(min-width: 1280px) 590px, (min-width: 640px) 50vw, 100vw' },
  /** Full-bleed hero poster (home, about) from 768 px. */
  heroPoster: { width: 1920, height: 1080, widths: [960, 1440, 1920], sizes: '100vw' },
  /** The portrait poster phones get instead (art direction, below 768 px). */
  heroPosterMobile: { width: 780, height: 1200, widths: [390, 780], sizes: '100vw' },
  /** Executives' cards and their profile modal. */
  portrait: { width: 480, height: 480, widths: [240, 480], sizes: '(min-width: 900px) 280px, calc(100vw - 32px)' },
  /** Small round portraits: the culture page's voices (64 px) and event speakers (72 px). */
  avatar: { width: 72, height: 72, widths: [72, 144], sizes: '72px' },
  /** The people hero's cluster: 104 px faces from 1024 px, 44 px on phones (widths the two slots above already encode). */
  face: { width: 240, height: 240, widths: [72, 144, 240], sizes: '(min-width: 1024px) 104px, 44px' },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof IMAGE_SLOTS;

/** The widest variant of a slot: the narrowest source it accepts. */
export function slotMaxWidth(slot: ImageSlotName): number {
  const widths = IMAGE_SLOTS[slot].widths;
  return widths[widths.length - 1] ?? IMAGE_SLOTS[slot].width;
}

/** Height of a variant of `width` pixels, in the slot's aspect ratio. */
export function slotHeight(slot: ImageSlotName, width: number): number {
  const { width: w, height: h } = IMAGE_SLOTS[slot];
  return Math.round((width * h) / w);
}

/**
 * Which slots a source is encoded for. A content cover may appear as a card, the hub's hero card
 * or an article cover; a portrait as a card or a small avatar. Static pictures name their family
 * in their import (`import hero from '/media/home/hero-poster.webp?image=poster'`).
 */
export const IMAGE_FAMILIES = {
  cover: ['card', 'cardHero', 'articleCover'],
  screen: ['productHero', 'productFeature', 'productHome', 'productGrid'],
  poster: ['heroPoster'],
  posterMobile: ['heroPosterMobile'],
  person: ['portrait', 'avatar', 'face'],
} as const satisfies Record<string, readonly ImageSlotName[]>;

export type ImageFamily = keyof typeof IMAGE_FAMILIES;

export function isImageFamily(value: string): value is ImageFamily {
  return Object.hasOwn(IMAGE_FAMILIES, value);
}

/** The narrowest source a family accepts: the widest variant of any of its slots. */
export function familyMinSourceWidth(family: ImageFamily): number {
  return Math.max(...IMAGE_FAMILIES[family].map(slotMaxWidth));
}
