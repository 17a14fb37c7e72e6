/**
 * The identity of each fictional partner: its own typeface (an `@fontsource` face, set as outlines
 * by outline-text.ts) and its own mark (partner-marks.ts), picked for what the partner does, so the
 * partner wall reads as sixteen companies rather than one template. Keyed by the `name` in
 * content/data/partners.json; a partner added there without an entry gets a face from `SPARE_FACES`
 * by its position and a seeded polygon mark (partner-logo.ts), until someone writes its entry.
 */
import type { Face } from './outline-text';
import type { MarkName } from './partner-marks';

export interface PartnerBrand {
  face: Face;
  mark: MarkName;
  /** `stacked`: first word large over a tracked capital descriptor; `line`: the whole name on one line. */
  layout: 'stacked' | 'line';
  /** Capitals for the first word (display faces that are drawn for it). */
  upper?: boolean;
  /** Letter spacing of the first word, in em. */
  tracking?: number;
}

export const PARTNER_BRANDS: Record<string, PartnerBrand> = {
  'Meridian Geodata': { face: { family: 'outfit', weight: 600 }, mark: 'globe', layout: 'stacked' },
  'Halvard Orbital': { face: { family: 'orbitron', weight: 700 }, mark: 'orbit', layout: 'stacked', upper: true, tracking: 0.04 },
  'Obsidian Bay Cloud': { face: { family: 'sora', weight: 600 }, mark: 'gem', layout: 'stacked', tracking: -0.03 },
  Lingomesh: { face: { family: 'josefin-sans', weight: 700 }, mark: 'bubbleMesh', layout: 'line', tracking: 0.01 },
  'Veritrace Identity Data': { face: { family: 'ibm-plex-sans', weight: 600 }, mark: 'fingerprint', layout: 'stacked' },
  'Aldermoor University OSINT Lab': { face: { family: 'libre-baskerville', weight: 700 }, mark: 'shieldBook', layout: 'stacked' },
  'Kestrel Aerial Analytics': { face: { family: 'barlow-condensed', weight: 700 }, mark: 'falcon', layout: 'stacked', upper: true, tracking: 0.06 },
  'Cobalt Registry Data': { face: { family: 'roboto-slab', weight: 700 }, mark: 'ledger', layout: 'stacked' },
  'Tessellate Maps': { face: { family: 'unbounded', weight: 600 }, mark: 'tessellation', layout: 'stacked', tracking: -0.02 },
  'Polyglot Relay': { face: { family: 'space-grotesk', weight: 700 }, mark: 'relay', layout: 'line', tracking: -0.03 },
  'Sablewire Secure Communications': { face: { family: 'chakra-petch', weight: 600 }, mark: 'wire', layout: 'stacked', upper: true, tracking: 0.03 },
  'Brightmoor Data Trust': { face: { family: 'dm-serif-display', weight: 400 }, mark: 'sunrise', layout: 'stacked' },
  'Fjordline Flight Data': { face: { family: 'exo-2', weight: 700 }, mark: 'flightPath', layout: 'stacked', tracking: -0.01 },
  'Corvid Maritime Intelligence': { face: { family: 'playfair-display', weight: 700 }, mark: 'compass', layout: 'stacked' },
  'Ardent Vault Hosting': { face: { family: 'archivo-black', weight: 400 }, mark: 'vault', layout: 'stacked', upper: true, tracking: 0.02 },
  'Nordlicht Institute for Digital Forensics': { face: { family: 'spectral', weight: 600 }, mark: 'aurora', layout: 'stacked' },
};

/** Faces for partners without an entry, in order of their position in the list. */
export const SPARE_FACES: Face[] = [
  { family: 'outfit', weight: 400 },
  { family: 'ibm-plex-sans', weight: 500 },
  { family: 'space-grotesk', weight: 500 },
  { family: 'roboto-slab', weight: 500 },
];
