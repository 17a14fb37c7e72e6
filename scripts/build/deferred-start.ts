/**
 * LCP: a page's app code starts loading once the page has painted, not while the head
 * is read. On a slow phone line the 120 KB of JavaScript and the translations otherwise share the
 * bandwidth with the LCP image and the font; links are plain anchors and work before hydration,
 * and a click on a part that has not hydrated is held (src/lib/on-demand/part-triggers.ts).
 *
 * The entry script, its module preloads and the translation preloads move into an inert
 * <template> at the end of the body; a fixed inline script (one CSP hash for every page) puts them
 * into the head once the browser has shown the first contentful paint and the page's LCP (images
 * in view, the web font), or at the visitor's first touch. A tab opened in the background has no frames: it starts
 * at once. The tags stay in the file, so budgets, the links gate and the incremental build's chunk
 * renaming read them as before.
 */
import { CONTROL, PART_ATTRIBUTE } from '../../src/lib/on-demand/part-triggers';
import type { PageParts } from './page-parts';

const START_TEMPLATE_ID = 'app-start';

/**
 * Starts the app once the browser's paint records show the first contentful paint and the paint
 * of an image in view, after the web font has arrived (at most 3 s after the script runs), at once in a hidden tab, and at once when the
 * visitor touches, clicks or types. A click on a control inside an on-demand part before the app
 * runs is held in window.__quorviaStart, which the app's part triggers replay once the part is
 * live (src/lib/on-demand/part-triggers.ts).
 */
export const START_SCRIPT =
  `(function(){var t=document.getElementById("${START_TEMPLATE_ID}");if(!t)return;var s=0;` +
  'var st=window.__quorviaStart={held:[],done:false};' +
  // A preload link costs 0.4 to 1.5 ms to insert on a slow machine (more with DevTools attached):
  // the tags go in batches of about 4 ms, so no single task blocks input (Lighthouse's TBT).
  'function go(){if(s)return;s=1;var n=[].slice.call(document.importNode(t.content,true).childNodes);' +
  '(function step(){var e=performance.now()+4;do document.head.appendChild(n.shift());while(n.length&&performance.now()<e);' +
  'if(n.length)setTimeout(step,0)})()}' +
  'function early(e){if(st.done)return;go();if(e.type!=="click"||!e.target.closest)return;' +
  `var c=e.target.closest(${JSON.stringify(CONTROL)});` +
  `if(c&&c.closest(${JSON.stringify(`[${PART_ATTRIBUTE}]`)})){e.preventDefault();e.stopPropagation();st.held.push(c)}}` +
  '["pointerdown","touchstart","keydown","click"].forEach(function(n){document.addEventListener(n,early,true)});' +
  'if(document.visibilityState!=="visible")return go();' +
  // Waits for the browser's own paint records (the frame on screen, not the frame being drawn):
  // first the first contentful paint, then the images in view and the web font, whose bytes make
  // the LCP, then the paint of one of those images (or 250 ms), so the app's JavaScript does not
  // share a slow line with them. Without paint records (older browsers) it waits for a frame.
  'function seen(y,f,cb){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf(y)<0)' +
  'return requestAnimationFrame(function(){setTimeout(cb,0)});var d=0,o=new P(function(l){' +
  'if(!d&&l.getEntries().some(f)){d=1;o.disconnect();cb()}});o.observe({type:y,buffered:true})}' +
  'seen("paint",function(e){return e.name==="first-contentful-paint"},function(){var m=[];' +
  // Only images that show: a hidden or lazy image out of view would hold the start until the timer.
  '[].forEach.call(document.images,function(i){var b=i.getBoundingClientRect();' +
  'if(b.width&&b.height&&b.top<innerHeight&&b.bottom>0)m.push(i)});' +
  'var w=m.filter(function(i){return!i.complete}).map(function(i){' +
  'return new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r)})});' +
  'if(document.fonts)w.push(document.fonts.ready);Promise.all(w).then(function(){if(!m.length)return go();' +
  'seen("largest-contentful-paint",function(e){return m.indexOf(e.element)>=0},go);setTimeout(go,250)})});' +
  // An image may never finish: the timer starts the app anyway.
  'setTimeout(go,3000)})()';

const START_TAG = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\n?|<link rel="modulepreload"[^>]*>\n?|<link rel="preload" as="fetch"[^>]*>\n?/g;

export function deferStart(page: PageParts): PageParts {
  const moved: string[] = [];
  const head = page.head.replace(START_TAG, (tag) => {
    moved.push(tag.trimEnd());
    return '';
  });
  if (!moved.some((tag) => tag.startsWith('<script'))) return page;
  const start = `<template id="${START_TEMPLATE_ID}">${moved.join('')}</template><script>${START_SCRIPT}</script>`;
  const end = page.body.lastIndexOf('</body>');
  if (end < 0) throw new Error('page has no </body> to start the app before');
  return { head, body: `${page.body.slice(0, end)}${start}${page.body.slice(end)}` };
}
