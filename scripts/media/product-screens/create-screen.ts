/**
 * Create: the visual query builder. Blocks from the palette on the left are wired on the canvas
 * (sources → filters → language → output), a test run shows each step's count, and the preview
 * lists what the draft matched.
 */
import {
  Clapperboard, Filter, GitBranch, Globe, History, Languages, LayoutGrid, MapPinned, MessagesSquare, Newspaper, Play, ScanSearch, Search, Send, Upload,
} from 'lucide-react';
import { appFrame } from './app-frame';
import { icon } from './icons';
import type { Theme } from './theme';

const CSS = `
.work{display:grid;grid-template-columns:214px minmax(0,1fr);grid-template-rows:auto minmax(0,1fr) 276px;gap:12px;padding:14px}
.head{grid-column:1/-1;display:flex;align-items:center;gap:10px;padding:11px 14px}
.head h1{font-size:16px;font-weight:800;letter-spacing:-0.01em}
.head .end{margin-left:auto;display:flex;gap:8px;align-items:center}
.head .ver{color:var(--faint);font-weight:600;font-size:12px;display:flex;gap:5px;align-items:center}
.palette{grid-row:2/4;overflow:hidden}
.pg{padding:10px 12px 4px;color:var(--faint);font-size:10.5px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.pb{display:flex;align-items:center;gap:8px;margin:4px 10px;padding:7px 9px;border:1px solid var(--line);border-radius:8px;background:var(--bg);font-weight:600;font-size:12px}
.pb svg{color:var(--blue)}
.pb.t svg{color:var(--teal)}
.psearch{display:flex;align-items:center;gap:8px;margin:10px;padding:7px 9px;border:1px solid var(--line);border-radius:8px;color:var(--faint);font-size:12px}
.canvas{position:relative;overflow:hidden;background-image:radial-gradient(var(--line) 1px,transparent 1px);background-size:20px 20px;background-color:var(--panel)}
.canvas svg.wires{position:absolute;inset:0;width:100%;height:100%}
.node{position:absolute;display:grid;grid-template-rows:auto 1fr auto;width:200px;border:1px solid var(--line);border-radius:10px;background:var(--panel);box-shadow:var(--shadow)}
.node.sel{border-color:var(--action);box-shadow:0 0 0 3px var(--blue-soft),var(--shadow)}
.nh{white-space:nowrap;display:flex;align-items:center;gap:7px;padding:8px 10px;border-bottom:1px solid var(--line-soft);font-weight:700;font-size:12px}
.nh .k{margin-left:auto;color:var(--faint);font-size:10px;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.ic{display:grid;place-items:center;width:22px;height:22px;border-radius:6px;background:var(--blue-soft);color:var(--blue)}
.ic.t{background:var(--teal-soft);color:var(--teal)}
.nb{padding:8px 10px;color:var(--muted);font-size:11.5px;line-height:1.45}
.nb .mono{color:var(--text)}
.nf{display:flex;align-items:center;justify-content:space-between;padding:6px 10px;border-top:1px solid var(--line-soft);font-size:11px;font-weight:700;color:var(--teal)}
.nf span{color:var(--faint);font-weight:600}
.port{position:absolute;top:50%;width:10px;height:10px;margin-top:-5px;border-radius:50%;background:var(--panel);border:2px solid var(--blue)}
.port.in{left:-6px}.port.out{right:-6px}
.port.down{top:auto;bottom:-6px;left:50%;margin:0 0 0 -5px}.port.up{top:-6px;left:50%;margin:0 0 0 -5px}
.zoom{position:absolute;left:12px;bottom:12px;display:flex;gap:6px}
.preview{display:grid;grid-template-rows:auto 1fr;overflow:hidden}
table{width:100%;border-collapse:collapse;table-layout:fixed}
th{padding:8px 12px;text-align:left;color:var(--faint);font-size:11px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;border-bottom:1px solid var(--line)}
td{padding:8px 12px;border-bottom:1px solid var(--line-soft);vertical-align:top;font-size:12px;line-height:1.4}
td .o{color:var(--faint);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
td .tr{color:var(--text);font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`;

interface Block { x: number; y: number; title: string; kind: string; glyph: Parameters<typeof icon>[0]; teal?: boolean; body: string; out: string; note: string; sel?: boolean; noIn?: boolean; noOut?: boolean }

/** Positions in px on a canvas of about 950 x 470. */
const BLOCKS: Block[] = [
  { x: 16, y: 12, title: 'ChatLine channels', kind: 'Source', glyph: MessagesSquare, body: '<span class="mono">12</span> public channels, list "Coastal-2"', out: '1,284', note: 'posts, 24 h', noIn: true },
  { x: 16, y: 160, title: 'VidShare search', kind: 'Source', glyph: Clapperboard, body: 'Sector place names, last 48 h', out: '96', note: 'videos', noIn: true },
  { x: 16, y: 308, title: 'Regional news', kind: 'Source', glyph: Newspaper, body: '<span class="mono">9</span> local sites, RSS and page watch', out: '212', note: 'articles', noIn: true },
  { x: 252, y: 60, title: 'Keywords', kind: 'Filter', glyph: Filter, body: 'convoy, low-loader, tracked vehicle <span class="mono">+14</span> · 4 languages', out: '163', note: 'of 1,592', sel: true },
  { x: 252, y: 262, title: 'Inside area', kind: 'Filter', glyph: MapPinned, body: 'Polygon "Coastal sector" · <span class="mono">1,240 km²</span>', out: '58', note: 'of 163' },
  { x: 488, y: 60, title: 'Translate', kind: 'Language', glyph: Languages, teal: true, body: 'Detect language, translate to English, keep the original', out: '58', note: '5 languages' },
  { x: 488, y: 262, title: 'Vehicle detection', kind: 'AI', glyph: ScanSearch, teal: true, body: 'Video frames, vehicles, confidence <span class="mono">≥ 0.80</span>', out: '17', note: 'with vehicles' },
  { x: 724, y: 160, title: 'Board + alert', kind: 'Output', glyph: LayoutGrid, body: 'Board "Coastal sector", alert above <span class="mono">5</span> an hour', out: 'Ready', note: 'draft', noOut: true },
];

/** [from, to, 'down'] chains two blocks of one column bottom to top instead of side to side. */
const WIRES: Array<[number, number, 'down'?]> = [[0, 3], [1, 3], [2, 3], [3, 4, 'down'], [4, 5], [5, 6, 'down'], [6, 7], [5, 7]];

/** Each node's ports sit at mid-height; the height is fixed so the wires meet them. */
const NODE_H = 116, NODE_W = 200;

function canvas(): string {
  const wires = WIRES.map(([a, b, down]) => {
    const p = BLOCKS[a]!, q = BLOCKS[b]!;
    if (down) {
      const x = p.x + NODE_W / 2;
      return `<path d="M${x} ${p.y + NODE_H + 6}L${x} ${q.y - 6}" fill="none" stroke="var(--blue)" stroke-opacity=".55" stroke-width="2"/>`;
    }
    const x1 = p.x + NODE_W + 6, y1 = p.y + NODE_H / 2, x2 = q.x - 6, y2 = q.y + NODE_H / 2;
    const dx = Math.max(40, (x2 - x1) / 2);
    return `<path d="M${x1} ${y1}C${x1 + dx} ${y1} ${x2 - dx} ${y2} ${x2} ${y2}" fill="none" stroke="var(--blue)" stroke-opacity=".55" stroke-width="2"/>`;
  }).join('');
  const nodes = BLOCKS.map(
    (b) => `<div class="node${b.sel ? ' sel' : ''}" style="left:${b.x}px;top:${b.y}px;height:${NODE_H}px">${b.noIn ? '' : '<i class="port in"></i>'}${b.noOut ? '' : '<i class="port out"></i>'}${BLOCKS.indexOf(b) === 3 || BLOCKS.indexOf(b) === 5 ? '<i class="port down"></i>' : ''}${BLOCKS.indexOf(b) === 4 || BLOCKS.indexOf(b) === 6 ? '<i class="port up"></i>' : ''}
      <div class="nh"><span class="ic${b.teal ? ' t' : ''}">${icon(b.glyph, 13)}</span>${b.title}<span class="k">${b.kind}</span></div>
      <div class="nb">${b.body}</div><div class="nf">${b.out}<span>${b.note}</span></div></div>`,
  ).join('');
  return `<svg class="wires">${wires}</svg>${nodes}`;
}

const PALETTE = [
  { group: 'Sources', items: [[Globe, 'Web page watch'], [MessagesSquare, 'Channels and groups'], [Clapperboard, 'Video platforms'], [Newspaper, 'News and RSS']] },
  { group: 'Filters', items: [[Filter, 'Keywords'], [MapPinned, 'Area'], [History, 'Time window']] },
  { group: 'Enrich', items: [[Languages, 'Translate'], [ScanSearch, 'Object detection']], teal: true },
  { group: 'Output', items: [[LayoutGrid, 'Board'], [Send, 'Alert'], [Upload, 'Export']] },
] as const;

const ROWS = [
  { at: '13:58', src: 'ChatLine · coastal_watch_live', orig: 'Lang kolonne med lavbengere på fylkesvei 714 mot Rødvik nå', tr: 'Long column of low-loaders on county road 714 towards Rødvik now', lang: 'NO', why: 'convoy, low-loader' },
  { at: '13:41', src: 'VidShare · “Traffic at the ferry”', orig: 'Video 00:37 · 4 vehicles detected (0.93)', tr: 'Tracked vehicles on trailers, ferry terminal, northbound', lang: 'SV', why: 'tracked vehicle' },
  { at: '13:12', src: 'Rødvik Avis', orig: 'Vegen over Storneset er stengd til fredag på grunn av transport', tr: 'The road over Storneset is closed until Friday due to transport', lang: 'NN', why: 'road closure' },
  { at: '12:47', src: 'ChatLine · sektor_nord', orig: 'Kolumna ciężarówek wojskowych przy stacji paliw, trzy naczepy', tr: 'Column of military trucks at the filling station, three trailers', lang: 'PL', why: 'convoy' },
];

export function createScreen(theme: Theme): string {
  const palette = PALETTE.map(
    (g) => `<div class="pg">${g.group}</div>${g.items.map(([glyph, label]) => `<div class="pb${'teal' in g ? ' t' : ''}">${icon(glyph, 14)}${label}</div>`).join('')}`,
  ).join('');
  const rows = ROWS.map(
    (r) => `<tr><td class="mono">${r.at} UTC</td><td>${r.src}</td><td><div class="tr">${r.tr}</div><div class="o">${r.orig}</div></td><td><span class="chip">${r.lang} → EN</span></td><td><span class="chip blue">${r.why}</span></td></tr>`,
  ).join('');
  const body = `
  <div class="panel head">${icon(GitBranch, 18)}<h1>Coastal sector: vehicle sightings</h1><span class="chip">Draft</span><span class="ver">${icon(History, 13)}v4 · edited 3 min ago by JV</span>
    <span class="end"><span class="btn">${icon(Play, 14)}Test run</span><span class="btn primary">${icon(Send, 14)}Publish to team</span></span></div>
  <aside class="panel palette"><div class="psearch">${icon(Search, 13)}Find a block</div>${palette}</aside>
  <section class="canvas panel">${canvas()}<div class="zoom"><span class="chip">100%</span><span class="chip teal">Test run · 14:03 UTC · 6.2 s</span></div></section>
  <section class="panel preview"><div class="ph">Preview<span class="sub">17 matches from the test run · showing 4</span><span class="end"><span class="chip">Original and translation</span></span></div>
    <table><colgroup><col style="width:92px"><col style="width:200px"><col><col style="width:92px"><col style="width:150px"></colgroup>
    <thead><tr><th>Time</th><th>Source</th><th>Text (translated · original)</th><th>Language</th><th>Matched</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  return appFrame({ theme, active: 'create', caseId: 'CASE-2026-0451', caseTitle: 'Coastal sector watch', body, css: CSS });
}
