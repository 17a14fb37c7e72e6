import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVATAR, PRESS_PORTRAIT, PRESS_WIDE, portrait, portraitSvg, presentationFromBio } from './portrait';
import { lookFor } from './portrait-look';
import { pressPortrait, pressWide } from './press-photo';

const executives = JSON.parse(readFileSync('content/data/executives.json', 'utf8')) as Array<{ picture: string; description: string }>;
const people = executives.map((e, slot) => ({
  id: e.picture.replace(/^.*\/|\.webp$/g, ''),
  options: { slot, presentation: presentationFromBio(e.description) },
}));
/** The person without the canvas: the group placed by translate/scale. */
const figureOf = (svg: string) => /<g id="person" transform="translate\([^)]*\) scale\([^)]*\)">(.*)<\/g><\/g><g mask="url\(#silhouette\)">/.exec(svg)?.[1] ?? '';

describe('executive portraits', () => {
  it('are deterministic', () => {
    for (const { id, options } of people) expect(portrait(id, options)).toBe(portrait(id, options));
  }, 60_000);

  it('press photos are the same drawing as the avatar, on a press-sized canvas', () => {
    for (const { id, options } of people) {
      const avatar = figureOf(portrait(id, options));
      expect(avatar.length).toBeGreaterThan(1000);
      expect(figureOf(pressPortrait(id, options))).toBe(avatar);
      expect(figureOf(pressWide(id, options))).toBe(avatar);
    }
    expect(pressPortrait('x', {})).toContain('width="2000" height="2500"');
    expect(pressWide('x', {})).toContain('width="3000" height="2000"');
  }, 60_000);

  it('are one series: the same duotone, halftone and key light for everyone, whatever their colours', () => {
    const svgs = people.map(({ id, options }) => portrait(id, options));
    const duotone = (svg: string) => /<filter id="duo".*?<\/filter>/.exec(svg)?.[0];
    const light = (svg: string) => /<radialGradient id="glow".*?<\/radialGradient>/.exec(svg)?.[0];
    for (const svg of svgs) {
      expect(svg).toContain('<g filter="url(#duo)"><g id="person"');
      expect(svg).toContain('fill="url(#dots)"');
      expect(svg).toContain('<use href="#person" filter="url(#rim)"/>');
      expect(duotone(svg)).toBe(duotone(svgs[0]!));
      // Same canvas, so the same glow to the unit: one light for the whole team.
      expect(light(svg)).toBe(light(svgs[0]!));
    }
    expect(duotone(svgs[0]!)).toMatch(/feFuncR type="table"/);
  });

  it('keep the eyes at 40 % and the tallest hair inside the frame on every canvas', () => {
    // Figure units: the tallest style (natural hair, its textured edge included) reaches about y = -250.
    for (const canvas of [AVATAR, PRESS_PORTRAIT, PRESS_WIDE]) {
      expect(canvas.eyes).toBe(0.4);
      const top = canvas.eyes * canvas.height - 250 * canvas.scale;
      expect(top / canvas.height).toBeGreaterThan(0.04);
      // Shoulders (figure y = 300) in frame.
      expect(canvas.eyes * canvas.height + 300 * canvas.scale).toBeLessThan(canvas.height);
    }
    expect(portraitSvg('x', {}, AVATAR)).toContain('translate(240 192)');
  });

  it('gives the five executives five clearly different looks that match their biographies', () => {
    const looks = people.map(({ id, options }) => lookFor(id, options.slot, options.presentation));
    expect(new Set(looks.map((l) => l.hairStyle)).size).toBe(5);
    expect(new Set(looks.map((l) => l.skin)).size).toBe(5);
    expect(new Set(looks.map((l) => l.clothes)).size).toBe(5);
    expect(looks.filter((l) => l.glasses !== 'none').length).toBeGreaterThan(0);
    for (const [k, look] of looks.entries()) expect(look.presentation).toBe(people[k]?.options.presentation);
  });

  it('derives a look for people added later, different for neighbouring slots', () => {
    const a = lookFor('new-person', 5, 'neutral');
    const b = lookFor('other-person', 6, 'neutral');
    expect(a).not.toEqual(b);
    expect(lookFor('new-person', 5, 'neutral')).toEqual(a);
  });
});
