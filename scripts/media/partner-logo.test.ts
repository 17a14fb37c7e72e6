import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faceFile } from './outline-text';
import { INVESTOR_BRANDS } from './investor-logos';
import { PARTNER_BRANDS } from './partner-brands';
import { partnerLogo } from './partner-logo';
import { MARKS } from './partner-marks';

const partners = JSON.parse(readFileSync('content/data/partners.json', 'utf8')) as Array<{ name: string }>;

describe('partner logos', () => {
  it('give every partner of the content its own typeface and its own mark', () => {
    const brands = partners.map((p) => ({ name: p.name, brand: PARTNER_BRANDS[p.name] }));
    expect(brands.filter((b) => !b.brand).map((b) => b.name)).toEqual([]);
    const faces = brands.map((b) => b.brand?.face.family);
    const marks = brands.map((b) => b.brand?.mark);
    expect(new Set(faces).size).toBe(partners.length);
    expect(new Set(marks).size).toBe(partners.length);
    // Distinct names could still draw the same shape.
    expect(new Set(marks.map((m) => MARKS[m!]('#000'))).size).toBe(partners.length);
    for (const b of brands) expect(() => faceFile(b.brand!.face), `${b.name}: face is installed`).not.toThrow();
  });

  it('set the wordmark as outlines, so it needs no font, in the partner face, differently for each', () => {
    const svgs = partners.map((p, slot) => partnerLogo(p.name, p.name, slot));
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|font-family|NaN/);
      expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    }
    // Same first word in two faces gives two different outlines.
    expect(new Set(svgs).size).toBe(partners.length);
  });

  it('give the three investors of the leadership page their own face and mark too', () => {
    const investors = Object.values(INVESTOR_BRANDS);
    expect(Object.keys(INVESTOR_BRANDS)).toEqual(['i1', 'i2', 'i3']);
    expect(new Set(investors.map((b) => b.face.family)).size).toBe(3);
    expect(new Set(investors.map((b) => b.mark)).size).toBe(3);
    const partnerMarks = new Set(Object.values(PARTNER_BRANDS).map((b) => b.mark));
    for (const b of investors) {
      expect(partnerMarks.has(b.mark)).toBe(false);
      expect(() => faceFile(b.face)).not.toThrow();
    }
  });

  it('draw a partner added without an entry with a seeded mark, the same on every run', () => {
    const svg = partnerLogo('Example Newcomer Data', 'example', 16);
    expect(svg).toBe(partnerLogo('Example Newcomer Data', 'example', 16));
    expect(svg).toContain('fill-rule="evenodd"');
  });
});
