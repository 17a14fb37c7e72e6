/**
 * Who a portrait shows: skin, hair, eyes, age cues, glasses and clothes. The five executives have a
 * written look (CAST) so each drawing fits the name and biography beside it; anyone added later
 * gets a look derived from their pronouns and their position in the team, so the page never
 * waits for a designer and two new people never look alike. No randomness: same input, same look.
 */
import { at } from './prng';

export type Presentation = 'feminine' | 'masculine' | 'neutral';
export type HairStyle = 'crop' | 'sidePart' | 'bob' | 'longWavy' | 'natural' | 'bun';
export type Outfit = 'blazerShirt' | 'blazerTop' | 'knitCollar' | 'knitCrew';

export interface Look {
  presentation: Presentation;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  /** Parting side for side-swept styles: -1 the viewer's left, 1 the right. */
  part: -1 | 1;
  iris: string;
  /** Roughly the person's decade: drives smile lines, crow's feet and grey in the brows. */
  age: 30 | 40 | 50;
  glasses: 'none' | 'metal' | 'acetate';
  beard: 'none' | 'stubble' | 'short';
  outfit: Outfit;
  /** Jacket or knit colour. */
  clothes: string;
  /** Shirt or top under it. */
  inner: string;
  /** Face width factor: 1 is the base oval; men's jaws are a little wider, not a different shape. */
  jaw: number;
  earrings: boolean;
}

/**
 * Written looks, keyed by the picture's file name. Mathilde (CEO, 14 years in Luxembourg public
 * service before co-founding in 2019) is in her late forties; Henrik (CFO, Oslo and Luxembourg) a
 * little older and greying; Dariusz (CTO, Warsaw) around forty with a beard; Adaeze (COO, UK public
 * sector) around forty; Inês (VP Customer Success, Portuguese) the youngest of the five.
 */
const CAST: Record<string, Look> = {
  'mathilde-reuland': {
    presentation: 'feminine',
    skin: '#EDC7AA',
    hair: '#A98B66',
    hairStyle: 'bob',
    part: -1,
    iris: '#5A7590',
    age: 50,
    glasses: 'acetate',
    beard: 'none',
    outfit: 'blazerTop',
    clothes: '#2A3F9E',
    inner: '#E8ECF5',
    jaw: 0.94,
    earrings: true,
  },
  'dariusz-olech': {
    presentation: 'masculine',
    skin: '#E2B392',
    hair: '#2F241E',
    hairStyle: 'crop',
    part: 1,
    iris: '#5C3D26',
    age: 40,
    glasses: 'none',
    beard: 'short',
    outfit: 'knitCollar',
    clothes: '#46506A',
    inner: '#C6D0E6',
    jaw: 1.06,
    earrings: false,
  },
  'adaeze-nwankwo-harlow': {
    presentation: 'feminine',
    skin: '#7B4A2D',
    hair: '#1A1411',
    hairStyle: 'natural',
    part: 1,
    iris: '#3A2216',
    age: 40,
    glasses: 'none',
    beard: 'none',
    outfit: 'blazerTop',
    clothes: '#0E6E66',
    inner: '#F1EEE8',
    jaw: 0.98,
    earrings: true,
  },
  'henrik-vasstrand': {
    presentation: 'masculine',
    skin: '#F0CDB5',
    hair: '#A4A6AA',
    hairStyle: 'sidePart',
    part: -1,
    iris: '#4E7397',
    age: 50,
    glasses: 'metal',
    beard: 'none',
    outfit: 'blazerShirt',
    clothes: '#2B3348',
    inner: '#F4F6FB',
    jaw: 1.09,
    earrings: false,
  },
  'ines-valadares-cunha': {
    presentation: 'feminine',
    skin: '#C8916D',
    hair: '#3B2519',
    hairStyle: 'longWavy',
    part: 1,
    iris: '#4B2E1D',
    age: 30,
    glasses: 'none',
    beard: 'none',
    outfit: 'knitCrew',
    clothes: '#D9DFEC',
    inner: '#E8ECF5',
    jaw: 0.95,
    earrings: true,
  },
};

const SKIN = ['#F0CDB5', '#E2B392', '#C8916D', '#9A6444', '#7B4A2D', '#EDC7AA'];
const HAIR = ['#2F241E', '#1A1411', '#6A482E', '#A98B66', '#A4A6AA', '#3B2519'];
const IRIS = ['#5C3D26', '#4E7397', '#3A2216', '#5E6E4A', '#4B2E1D', '#5A7590'];
const CLOTHES = ['#2C3A63', '#46506A', '#0E6E66', '#3A4970', '#3446A8', '#5B6784'];
const STYLES: Record<Presentation, HairStyle[]> = {
  masculine: ['crop', 'sidePart'],
  feminine: ['bob', 'longWavy', 'natural', 'bun'],
  neutral: ['crop', 'bob', 'natural', 'sidePart', 'bun'],
};
const OUTFITS: Outfit[] = ['blazerShirt', 'knitCrew', 'blazerTop', 'knitCollar'];

/**
 * The look for one picture id. Derived looks rotate each attribute by its own stride over the
 * slot, so neighbours in a grid differ in several ways at once.
 */
export function lookFor(id: string, slot: number, presentation: Presentation): Look {
  const written = CAST[id];
  if (written) return written;
  const pick = <T>(list: readonly T[], stride: number, offset: number): T => at(list, (slot * stride + offset) % list.length);
  const style = pick(STYLES[presentation], 1, 0);
  const outfit = presentation === 'feminine' && slot % 2 === 0 ? 'blazerTop' : pick(OUTFITS, 3, 1);
  return {
    presentation,
    skin: pick(SKIN, 5, 2),
    hair: pick(HAIR, 5, 1),
    hairStyle: style,
    part: slot % 2 === 0 ? -1 : 1,
    iris: pick(IRIS, 1, 3),
    age: pick([30, 40, 50] as const, 2, 0),
    glasses: pick(['none', 'metal', 'none', 'acetate'] as const, 1, slot),
    beard: presentation === 'masculine' ? pick(['none', 'stubble', 'short'] as const, 1, 0) : 'none',
    outfit,
    clothes: pick(CLOTHES, 1, 4),
    inner: '#F1EEE8',
    jaw: presentation === 'masculine' ? 1.05 : presentation === 'feminine' ? 0.96 : 1,
    earrings: presentation === 'feminine',
  };
}

/**
 * Reads pronouns from the biography so the illustration does not contradict the text
 * beside it; anything ambiguous falls back to the neutral style pool.
 */
export function presentationFromBio(bio: unknown): Presentation {
  if (typeof bio !== 'string') return 'neutral';
  const count = (re: RegExp) => (bio.match(re) ?? []).length;
  const she = count(/\b(she|her|hers|herself)\b/gi);
  const he = count(/\b(he|him|his|himself)\b/gi);
  if (she > he * 2 && she >= 2) return 'feminine';
  if (he > she * 2 && he >= 2) return 'masculine';
  return 'neutral';
}
