/**
 * A content item's cover as one HTML page (1200x630), rendered by chromium (render-html.ts) so the
 * title is set in the brand face: the art (cover-art.ts) full frame, the section label and symbol
 * top-left, the title bottom-left. Everything that varies is seeded from the id.
 *
 * Two of each: the titled cover is the social image (it travels alone, so it says what it is); the
 * motif cover (`{ title: false }`, written to `motif/` beside it) is what the site shows, where the
 * card or page prints the title next to it (src/lib/images/shown-cover.ts). Same art, and nothing
 * else: no label, no symbol, no words in any language.
 */
import { color, escapeXml } from './brand';
import { createRng } from './prng';
import { symbolBounds, symbolMarkup } from './symbol';
import { COVER, coverArt } from './cover-art';
import { categoryLabelFor, mainColorFor, motifFor, SECTION_LABEL, type CoverItem } from './cover-topics';

export { COVER } from './cover-art';
export type { CoverItem, CoverSection } from './cover-topics';

/**
 * Title steps tried largest first; the first whose lines fit wins. Short titles stay display size;
 * a long press headline may take a fourth line rather than shrink to an unreadable size on a card.
 */
export const TITLE_STEPS = [
  { size: 68, lines: 3 },
  { size: 62, lines: 3 },
  { size: 56, lines: 3 },
  { size: 50, lines: 3 },
  { size: 48, lines: 4 },
  { size: 44, lines: 4 },
] as const;
export const MAX_LINES = 4;
const TITLE_WIDTH = 820;

function symbolSvg(): string {
  const { x0, y0, x1, y1 } = symbolBounds;
  return `<svg class="symbol" viewBox="${x0} ${y0} ${x1 - x0} ${y1 - y0}" width="34" height="34" aria-hidden="true">${symbolMarkup()}</svg>`;
}

/**
 * Picks the size in the page: only the browser knows Manrope's real line breaks. Lines are counted
 * from the rendered height; past the smallest size the title is clamped with an ellipsis instead
 * of running off the frame.
 */
const FIT_SCRIPT = `window.__beforeCapture=function(){var t=document.querySelector('.title');var steps=${JSON.stringify(TITLE_STEPS)};for(var i=0;i<steps.length;i++){t.style.fontSize=steps[i].size+'px';var lh=parseFloat(getComputedStyle(t).lineHeight);if(Math.round(t.scrollHeight/lh)<=steps[i].lines)return;}t.classList.add('clamped');};`;

export interface CoverOptions {
  /** false: the motif cover, without title and its underline (the site's cards and article pages). */
  title?: boolean;
}

export function coverHtml(item: CoverItem, options: CoverOptions = {}): string {
  const titled = options.title !== false;
  const rng = createRng(`cover/${item.section}/${item.id}`);
  const motif = motifFor(item);
  const main = mainColorFor(item);
  const topic = item.categories[0] ? categoryLabelFor(item.categories[0]) : '';
  const { width, height } = COVER;
  const style =
    `.cover{position:relative;width:${width}px;height:${height}px;overflow:hidden;background:${color.ink};color:${color.paper}}` +
    `.art{position:absolute;inset:0}` +
    // A scrim under the copy: the art may reach the title, the title stays readable.
    `.scrim{position:absolute;inset:0;background:linear-gradient(75deg,rgba(7,11,23,.92) 0%,rgba(7,11,23,.7) 38%,rgba(7,11,23,0) 68%)}` +
    `.label{position:absolute;left:72px;top:60px;display:flex;align-items:center;gap:14px;font-weight:700;font-size:21px;letter-spacing:.08em;text-transform:uppercase}` +
    `.section{color:${color.paper}}.rule{width:28px;height:2px;background:${main}}.topic{color:${main === color.accent ? color.accent : '#6B84FF'}}` +
    `.title{position:absolute;left:72px;bottom:70px;width:${TITLE_WIDTH}px;font-weight:750;font-size:${TITLE_STEPS[0].size}px;line-height:1.08;letter-spacing:-.02em;text-wrap:balance;overflow-wrap:anywhere;hyphens:none}` +
    `.title.clamped{display:-webkit-box;-webkit-line-clamp:${MAX_LINES};-webkit-box-orient:vertical;overflow:hidden}` +
    `.mark{position:absolute;left:72px;bottom:46px;width:56px;height:4px;border-radius:2px;background:${main}}`;
  return (
    `<style>${style}</style>` +
    `<div class="cover" data-motif="${motif}">` +
    `<div class="art">${coverArt(rng, motif, main, item.variant)}</div>` +
    // The motif cover is art alone: its card prints the section, the topic and the title in the
    // page's language, so an English label drawn into the picture would only repeat them.
    (titled
      ? `<div class="scrim"></div>` +
        `<div class="label">${symbolSvg()}<span class="section">${escapeXml(SECTION_LABEL[item.section])}</span>` +
        (topic ? `<span class="rule"></span><span class="topic">${escapeXml(topic)}</span>` : '') +
        `</div>`
      : '') +
    (titled ? `<h1 class="title" lang="en">${escapeXml(item.title)}</h1><div class="mark"></div>` : '') +
    `</div>` +
    (titled ? `<script>${FIT_SCRIPT}</script>` : '')
  );
}
