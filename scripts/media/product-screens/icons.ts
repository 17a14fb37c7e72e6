/**
 * Lucide icons (the site's icon set) as inline SVG strings, so the screens and the site share
 * one drawing style.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';

export function icon(glyph: LucideIcon, size = 16, stroke = 1.8): string {
  return renderToStaticMarkup(createElement(glyph, { size, strokeWidth: stroke, 'aria-hidden': true }));
}
