/**
 * Class names of the visual primitives (primitives.css), so components name them in one way:
 *   <ul className={cx(ui.grid, ui.cols3, styles.team)}>
 */
export const ui = {
  list: 'ui-list',
  grid: 'ui-grid',
  cols2: 'ui-cols2',
  cols3: 'ui-cols3',
  cols4: 'ui-cols4',
  card: 'ui-card',
  cardLink: 'ui-card-link',
  panel: 'ui-panel',
  iconTile: 'ui-icon-tile',
  iconTileSignal: 'ui-icon-tile-signal',
  pill: 'ui-pill',
  tag: 'ui-tag',
  iconButton: 'ui-icon-button',
  pillButton: 'ui-pill-button',
  kicker: 'ui-kicker',
  asideLabel: 'ui-aside-label',
  iconList: 'ui-icon-list',
  section: 'ui-section',
  block: 'ui-block',
  blockTitle: 'ui-block-title',
  mediaCard: 'ui-media-card',
  moreLink: 'ui-more-link',
  menuLink: 'ui-menu-link',
  cardAction: 'ui-card-action',
  select: 'ui-select',
  pointList: 'ui-point-list',
  docLayout: 'ui-doc-layout',
  docSection: 'ui-doc-section',
  backLink: 'ui-back-link',
  split: 'ui-split',
  cluster: 'ui-cluster',
  dialog: 'ui-dialog',
  surface: 'ui-surface',
  message: 'ui-message',
  nightBand: 'ui-night-band',
  videoHero: 'ui-video-hero',
  factList: 'ui-fact-list',
  statTile: 'ui-stat-tile',
  frameFallback: 'ui-frame-fallback',
  linkRow: 'ui-link-row',
  gateCard: 'ui-gate-card',
  label: 'ui-label',
  heroDate: 'ui-hero-date',
  fileSize: 'ui-file-size',
  columns: 'ui-columns',
  bandLead: 'ui-band-lead',
  proseSection: 'ui-prose-section',
  docAside: 'ui-doc-aside',
} as const;

/** Joins class names, skipping empty ones (an unknown module class is undefined, never "undefined"). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
