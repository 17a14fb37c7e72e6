/** The plan's publication date: shown on the page and written into the PDF, so builds are stable. */
export const PLAN_DATE = '2026-01-15';

/** Spec 000 section 2: the sections of the carbon reduction plan, in order (page and PDF). */
export const PLAN_SECTIONS = ['introduction', 'baseline', 'current', 'targets', 'completed', 'future', 'conclusion'] as const;
