import { describe, expect, it } from 'vitest';
import { browseScreen } from './browse-screen';
import { createScreen } from './create-screen';
import { investigateScreen } from './investigate-screen';
import { monitorScreen } from './monitor-screen';

const SCREENS = { browse: browseScreen, investigate: investigateScreen, monitor: monitorScreen, create: createScreen };

/** Hue in degrees and saturation 0..1 of a #rrggbb or #rgb colour. */
function hsl(hex: string): { hue: number; sat: number } {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(0, 7) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
  const light = (max + min) / 2;
  const sat = d === 0 ? 0 : d / (1 - Math.abs(2 * light - 1));
  let hue = 0;
  if (d) hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (hue * 60 + 360) % 360, sat };
}

/** Night/slate/mist greys and blue (about 220-235°), teal (about 172°), amber (37°): src/styles/README.md. */
const inPalette = (hex: string) => {
  const { hue, sat } = hsl(hex);
  return sat < 0.08 || (hue >= 210 && hue <= 236) || (hue >= 165 && hue <= 178) || (hue >= 35 && hue <= 40);
};

describe.each(Object.entries(SCREENS))('%s screen', (name, draw) => {
  it.each(['dark', 'light'] as const)('has the shared chrome and only brand colours (%s)', (theme) => {
    const html = draw(theme);
    expect(html).toContain('Audit on');
    expect(html).toContain('North Range OSINT');
    expect(html).toMatch(/(CASE|OPS)-2026-\d{4}/);
    expect(html).toContain('class="avatar">JV<');
    expect(html).toMatch(new RegExp(`<a class="on">(?:(?!</a>).)*${name[0]!.toUpperCase()}${name.slice(1)}`));
    expect(html.toLowerCase()).not.toContain('lorem');
    const off = [...html.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)].map((m) => m[0]).filter((hex) => !inPalette(hex));
    expect(off).toEqual([]);
  });
});

it('draws the same markup on every run', () => {
  expect(monitorScreen('dark')).toBe(monitorScreen('dark'));
  expect(investigateScreen('light')).toBe(investigateScreen('light'));
});
