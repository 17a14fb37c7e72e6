/**
 * The figures of the proof band, each a fact of the spec (000 section 9, 001 section 9) or of the
 * newsroom; the words live in locales/{lang}/proof.json under `items.{key}`.
 */
export interface ProofFigure {
  key: 'queries' | 'nationalities' | 'offices' | 'certification';
  /** The figure has a line of detail under its label. */
  detail?: boolean;
  /** The newsroom article that backs the figure. */
  source?: string;
}

export const PROOF_FIGURES: readonly ProofFigure[] = [
  { key: 'queries' },
  { key: 'nationalities' },
  { key: 'offices', detail: true },
  { key: 'certification', detail: true, source: '/brand/newsroom/iso-27001-certification' },
];
