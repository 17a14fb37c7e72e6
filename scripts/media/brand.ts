/**
 * Brand tokens, copied verbatim from the design system so generated art never drifts
 * from the CSS palette. Change a colour here and re-run; do not hand-edit outputs.
 */
export const color = {
  ink: '#0B1020',
  ink2: '#131A2E',
  slate: '#46506A',
  mist: '#E8ECF5',
  paper: '#FFFFFF',
  primary: '#3B5BFD',
  primaryStrong: '#2A44D8',
  accent: '#14C8B0',
  accent2: '#F5A524',
} as const;

/** Same stack as the site CSS; rasterised files fall back to whatever sans the build machine has. */
export const fontStack = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Fixed precision keeps SVG strings short and identical across runs; raw floats would
 * print 17 digits and bloat every path for no visible gain.
 */
export const n = (value: number, digits = 1): string => {
  const s = value.toFixed(digits);
  return s.includes('.') ? s.replace(/\.?0+$/, '') || '0' : s;
};

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
