/**
 * The product's two themes as CSS custom properties: analyst dark (default, for night sections)
 * and light (for paper sections). Values are the brand tokens of src/styles/tokens.css.
 */
export type Theme = 'dark' | 'light';

const DARK = {
  bg: '#0B1020',
  sunk: '#070B17',
  panel: '#131A2E',
  raised: '#1D2641',
  line: '#222C49',
  'line-soft': '#19213A',
  text: '#E8ECF5',
  muted: '#AAB3CC',
  faint: '#8A93AB',
  select: 'rgb(59 91 253 / 0.18)',
  'teal-soft': 'rgb(20 200 176 / 0.14)',
  'blue-soft': 'rgb(59 91 253 / 0.16)',
  'amber-soft': 'rgb(245 165 36 / 0.14)',
  blue: '#6B84FF',
  teal: '#14C8B0',
  shadow: '0 10px 30px rgb(0 0 0 / 0.35)',
  map: '#0E1529',
  land: '#172039',
  road: '#2A3558',
};

const LIGHT: typeof DARK = {
  bg: '#F4F6FB',
  sunk: '#E8ECF5',
  panel: '#FFFFFF',
  raised: '#F4F6FB',
  line: '#D9DFEC',
  'line-soft': '#E8ECF5',
  text: '#0B1020',
  muted: '#46506A',
  faint: '#5D6784',
  select: '#E4E9FF',
  'teal-soft': '#D6F7F2',
  'blue-soft': '#E4E9FF',
  'amber-soft': 'rgb(245 165 36 / 0.16)',
  blue: '#2A44D8',
  teal: '#0E9E8B',
  shadow: '0 10px 30px rgb(11 16 32 / 0.12)',
  map: '#E6ECF6',
  land: '#FFFFFF',
  road: '#D3DAEA',
};

/** `:root` variables for one theme; every screen's CSS reads these and nothing else for colour. */
export function themeCss(theme: Theme): string {
  const values = theme === 'dark' ? DARK : LIGHT;
  const vars = Object.entries(values)
    .map(([key, value]) => `--${key}:${value};`)
    .join('');
  return `:root{${vars}--action:#3B5BFD;--amber:#F5A524;--on-action:#FFFFFF;}`;
}
