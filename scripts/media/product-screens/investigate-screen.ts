/**
 * Investigate: a pivot trail from one handle, the entity link graph it produced (accounts,
 * domains, phone numbers, places), a stylised map of the area with the places pinned, and the
 * results table the graph is drawn from.
 */
import {
  AtSign, ChevronRight, Download, Filter, Globe, LocateFixed, MapPin, Maximize2, Minus, Phone, Plus, Share2, Shuffle, User,
} from 'lucide-react';
import { appFrame } from './app-frame';
import { icon } from './icons';
import type { Theme } from './theme';

const CSS = `
.work{display:grid;grid-template-columns:minmax(0,1fr) 500px;grid-template-rows:auto 1fr 282px;gap:12px;padding:14px}
.trail{grid-column:1/-1;display:flex;align-items:center;gap:8px;padding:10px 12px}
.trail .lab{color:var(--faint);font-weight:700;font-size:11px;letter-spacing:.08em;text-transform:uppercase;margin-right:4px}
.step{display:flex;align-items:center;gap:6px;padding:5px 10px;border-radius:8px;border:1px solid var(--line);background:var(--bg);font-weight:600;font-size:12px;white-space:nowrap}
.step.on{border-color:var(--action);background:var(--select)}
.step svg{color:var(--blue)}
.trail>svg{color:var(--faint)}
.trail .end{margin-left:auto;display:flex;gap:6px}
.graph{position:relative;overflow:hidden}
.canvas{position:absolute;inset:46px 0 0 0;background-image:radial-gradient(var(--line) 1px,transparent 1px);background-size:22px 22px}
.canvas svg.edges{position:absolute;inset:0;width:100%;height:100%}
.node{position:absolute;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;gap:5px;width:150px;text-align:center}
.dot{display:grid;place-items:center;width:38px;height:38px;border-radius:50%;background:var(--panel);border:2px solid var(--blue);color:var(--blue)}
.dot.dom{border-radius:10px;border-color:var(--teal);color:var(--teal)}
.dot.tel{border-color:var(--muted);color:var(--muted)}
.dot.loc{border-color:var(--teal);color:var(--teal);border-style:dashed}
.node.root .dot{width:48px;height:48px;background:var(--action);border-color:var(--action);color:#fff;box-shadow:0 0 0 6px var(--blue-soft)}
.node.new .dot{box-shadow:0 0 0 5px var(--teal-soft)}
.nl{padding:2px 7px;border-radius:6px;background:var(--panel);font-weight:700;font-size:11.5px;white-space:nowrap}
.nk{color:var(--faint);font-size:10.5px;font-weight:600;margin-top:-4px}
.legend{position:absolute;left:12px;bottom:12px;display:flex;gap:12px;padding:6px 10px;border:1px solid var(--line);border-radius:8px;background:var(--panel);color:var(--muted);font-size:11px;font-weight:600}
.legend i{display:inline-block;width:9px;height:9px;margin-right:5px;border-radius:50%;border:2px solid var(--blue);vertical-align:-1px}
.legend i.d{border-color:var(--teal);border-radius:3px}.legend i.t{border-color:var(--muted)}.legend i.l{border-color:var(--teal);border-style:dashed}
.map{position:relative;overflow:hidden}
.map svg.land{position:absolute;inset:46px 0 0 0;width:100%;height:calc(100% - 46px)}
.ctrl{position:absolute;right:12px;top:58px;display:grid;border:1px solid var(--line);border-radius:8px;background:var(--panel);color:var(--muted)}
.ctrl span{display:grid;place-items:center;width:28px;height:28px}
.ctrl span+span{border-top:1px solid var(--line)}
.pop{position:absolute;left:218px;top:150px;width:214px;padding:10px 12px;border-radius:10px;background:var(--panel);border:1px solid var(--line);box-shadow:var(--shadow)}
.pop b{display:block;font-size:12.5px}.pop .s{color:var(--faint);font-size:11.5px}
.pop .mono{display:block;margin-top:5px;color:var(--teal)}
.coords{position:absolute;left:12px;bottom:10px;padding:4px 8px;border-radius:6px;background:var(--panel);border:1px solid var(--line);color:var(--muted)}
.scale{position:absolute;right:12px;bottom:12px;display:flex;align-items:center;gap:6px;color:var(--muted);font-size:11px;font-weight:600}
.scale i{display:block;width:60px;height:6px;border:2px solid var(--muted);border-top:0}
.results{grid-column:1/-1;overflow:hidden}
table{width:100%;border-collapse:collapse}
th{padding:9px 14px;text-align:left;color:var(--faint);font-size:11px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;border-bottom:1px solid var(--line)}
td{padding:9px 14px;border-bottom:1px solid var(--line-soft);white-space:nowrap}
tr.sel td{background:var(--select)}
.ty{display:inline-flex;align-items:center;gap:6px;color:var(--muted);font-weight:600}
.ty svg{color:var(--blue)}
.val{font-weight:700}
.bar{display:inline-block;width:70px;height:6px;border-radius:9px;background:var(--raised);vertical-align:middle;margin-right:8px;overflow:hidden}
.bar i{display:block;height:100%;background:var(--teal)}
.pv{color:var(--blue);font-weight:700;display:inline-flex;gap:4px;align-items:center}
`;

interface GraphNode { x: number; y: number; label: string; kind: string; cls: string; glyph: Parameters<typeof icon>[0]; root?: boolean; fresh?: boolean }

/** Positions in % of the canvas, placed by hand so no label crosses an edge. */
const NODES: GraphNode[] = [
  { x: 47, y: 44, label: '@lowtide_supply', kind: 'Account · ChatLine', cls: '', glyph: AtSign, root: true },
  { x: 14, y: 32, label: 'lowtide-shop.net', kind: 'Domain · reg. Oct 2', cls: 'dom', glyph: Globe },
  { x: 18, y: 68, label: '+31 6 •••• 4417', kind: 'Phone · prepaid', cls: 'tel', glyph: Phone },
  { x: 79, y: 18, label: 'u/tidewater_88', kind: 'Account · TradeBoard', cls: '', glyph: User, fresh: true },
  { x: 83, y: 58, label: 'Kade 14 warehouse', kind: 'Place · 4 posts', cls: 'loc', glyph: MapPin },
  { x: 62, y: 80, label: '@lowtide_backup', kind: 'Account · ChatLine', cls: '', glyph: AtSign, fresh: true },
  { x: 36, y: 11, label: 'lt-orders@mailbox…', kind: 'Email · WHOIS', cls: 'tel', glyph: AtSign },
];

const EDGES: Array<[number, number, string]> = [
  [0, 1, 'links to'], [0, 2, 'contact in bio'], [0, 3, 'same avatar'], [0, 4, 'geotag'], [0, 5, 'forwards from'], [1, 6, 'registrant'], [3, 4, 'pickup point'], [2, 5, ''],
];

/** The graph canvas is about 656 x 376 px; edge labels sit at the midpoint. */
function graph(): string {
  const W = 656, H = 376;
  const px = (n: GraphNode) => ({ x: (n.x / 100) * W, y: (n.y / 100) * H });
  const edges = EDGES.map(([a, b, label]) => {
    const p = px(NODES[a]!), q = px(NODES[b]!);
    const mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2;
    const dashed = label === '' ? ' stroke-dasharray="4 4"' : '';
    const text = label ? `<rect x="${mx - label.length * 3.1 - 6}" y="${my - 9}" width="${label.length * 6.2 + 12}" height="17" rx="8" fill="var(--raised)"/><text x="${mx}" y="${my + 3.5}" text-anchor="middle" font-size="10.5" font-weight="600" fill="var(--faint)" font-family="Manrope">${label}</text>` : '';
    return `<line x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="var(--line)" stroke-width="1.6"${dashed}/>${text}`;
  }).join('');
  const nodes = NODES.map(
    (n) => `<div class="node${n.root ? ' root' : ''}${n.fresh ? ' new' : ''}" style="left:${n.x}%;top:${n.y}%"><span class="dot ${n.cls}">${icon(n.glyph, n.root ? 20 : 16)}</span><span class="nl">${n.label}</span><span class="nk">${n.kind}</span></div>`,
  ).join('');
  return `<div class="canvas"><svg class="edges" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${edges}</svg>${nodes}</div>`;
}

/** A made-up harbour town: sea to the west and north, a river mouth, quays, a ring road, a rail line. */
const MAP = `<svg class="land" viewBox="0 0 500 380" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg">
<rect width="500" height="380" fill="var(--map)"/>
<path d="M120 380 C 112 330 140 300 128 262 C 118 228 150 210 176 206 L 214 204 L 214 188 L 246 188 L 246 172 L 282 172 C 300 150 296 118 322 96 C 346 74 392 84 420 60 C 440 44 468 40 500 30 L 500 380 Z" fill="var(--land)" stroke="var(--road)" stroke-width="1.5"/>
<path d="M246 188 L 246 204 L 214 204 M 282 172 L 282 214 L 246 214" fill="none" stroke="var(--road)" stroke-width="1.2"/>
<path d="M500 196 C 452 204 420 186 382 196 C 350 204 326 222 300 226 C 280 229 262 222 246 230" fill="none" stroke="var(--map)" stroke-width="12" stroke-linecap="round"/>
<path d="M500 196 C 452 204 420 186 382 196 C 350 204 326 222 300 226 C 280 229 262 222 246 230" fill="none" stroke="var(--road)" stroke-width="1" stroke-dasharray="0"/>
<g fill="none" stroke="var(--road)" stroke-linecap="round">
<path d="M360 380 C 352 320 330 280 340 240 C 350 200 392 170 420 130 C 436 108 470 96 500 92" stroke-width="5"/>
<path d="M160 330 C 220 320 280 300 330 300 C 380 300 430 316 500 318" stroke-width="4"/>
<path d="M300 226 L 318 300 L 330 380" stroke-width="2.5"/>
<path d="M382 196 L 400 258 L 470 262 L 500 250" stroke-width="2.5"/>
<path d="M190 262 L 300 258 L 340 240" stroke-width="2"/>
<path d="M420 60 L 436 150 L 500 150" stroke-width="2"/>
<path d="M150 300 L 250 290 L 260 350" stroke-width="1.5"/>
<path d="M430 300 L 440 380 M 390 320 L 380 380 M 460 200 L 470 262" stroke-width="1.5"/>
</g>
<path d="M140 360 C 200 346 300 346 500 352" fill="none" stroke="var(--faint)" stroke-width="1.5" stroke-dasharray="6 4" opacity=".6"/>
<g font-family="Manrope" font-size="10" font-weight="700" fill="var(--faint)" letter-spacing="1.2"><text x="40" y="120">NORTH BASIN</text><text x="392" y="236">OLD TOWN</text><text x="196" y="244">KADE</text></g>
<circle cx="258" cy="338" r="60" fill="var(--teal)" opacity=".08" stroke="var(--teal)" stroke-opacity=".5" stroke-dasharray="4 4"/>
<g fill="var(--teal)" stroke="var(--panel)" stroke-width="2">
<path d="M262 330 c0 -8 -6 -12 -9 -12 s-9 4 -9 12 c0 7 9 15 9 15 s9 -8 9 -15z"/>
<path d="M440 166 c0 -8 -6 -12 -9 -12 s-9 4 -9 12 c0 7 9 15 9 15 s9 -8 9 -15z"/>
<path d="M352 300 c0 -8 -6 -12 -9 -12 s-9 4 -9 12 c0 7 9 15 9 15 s9 -8 9 -15z"/>
</g>
<path d="M240 208 c0 -10 -8 -15 -12 -15 s-12 5 -12 15 c0 9 12 19 12 19 s12 -10 12 -19z" fill="#3B5BFD" stroke="var(--panel)" stroke-width="2.5"/>
<circle cx="228" cy="207" r="4" fill="#fff"/>
<g font-family="Manrope" font-size="10" font-weight="800" fill="var(--panel)" text-anchor="middle"><text x="253" y="333">3</text><text x="431" y="169">2</text><text x="343" y="303">5</text></g>
</svg>`;

const ROWS = [
  { glyph: AtSign, type: 'Account', value: '@lowtide_supply', source: 'ChatLine public channel', seen: '2026-10-02 18:14', strength: 100, sel: true },
  { glyph: Globe, type: 'Domain', value: 'lowtide-shop.net', source: 'Link in channel bio · WHOIS', seen: '2026-10-02 09:51', strength: 92, sel: false },
  { glyph: Phone, type: 'Phone', value: '+31 6 •••• 4417', source: 'Bio, 3 marketplace ads', seen: '2026-10-05 11:20', strength: 81, sel: false },
  { glyph: User, type: 'Account', value: 'u/tidewater_88', source: 'TradeBoard · same avatar hash', seen: '2026-11-19 22:03', strength: 74, sel: false },
  { glyph: MapPin, type: 'Place', value: 'Kade 14 warehouse', source: '4 geotagged posts · geo search', seen: '2026-11-21 06:40', strength: 68, sel: false },
  { glyph: AtSign, type: 'Account', value: '@lowtide_backup', source: 'Forwards, shared phone', seen: '2026-11-23 15:37', strength: 57, sel: false },
];

export function investigateScreen(theme: Theme): string {
  const rows = ROWS.map(
    (r) => `<tr class="${r.sel ? 'sel' : ''}"><td><span class="ty">${icon(r.glyph, 14)}${r.type}</span></td><td class="val">${r.value}</td><td>${r.source}</td><td class="mono">${r.seen} UTC</td><td><span class="bar"><i style="width:${r.strength}%"></i></span>${r.strength}%</td><td><span class="pv">${icon(Shuffle, 13)}Pivot</span></td></tr>`,
  ).join('');
  const body = `
  <div class="panel trail"><span class="lab">Pivot trail</span>
    <span class="step">${icon(AtSign, 14)}@lowtide_supply</span>${icon(ChevronRight, 14)}
    <span class="step">${icon(Globe, 14)}lowtide-shop.net</span>${icon(ChevronRight, 14)}
    <span class="step">${icon(Phone, 14)}+31 6 •••• 4417</span>${icon(ChevronRight, 14)}
    <span class="step on">${icon(Share2, 14)}Accounts sharing this number</span>
    <span class="end"><span class="btn">${icon(Filter, 14)}Filters</span><span class="btn primary">${icon(Shuffle, 14)}Pivot from selection</span></span></div>
  <section class="panel graph"><div class="ph">Entity graph<span class="sub">7 entities · 8 links</span><span class="end"><span class="chip teal">2 new since yesterday</span>${icon(Maximize2, 14)}</span></div>${graph()}
    <div class="legend"><span><i></i>Account</span><span><i class="d"></i>Domain</span><span><i class="t"></i>Phone, email</span><span><i class="l"></i>Place</span></div></section>
  <section class="panel map"><div class="ph">Geo search<span class="sub">Kade district · last 30 days</span><span class="end"><span class="chip blue">Radius 400 m</span></span></div>${MAP}
    <div class="ctrl"><span>${icon(Plus, 14)}</span><span>${icon(Minus, 14)}</span><span>${icon(LocateFixed, 14)}</span></div>
    <div class="pop"><b>Kade 14 warehouse</b><span class="s">4 posts · 2 accounts · last 21 Nov</span><span class="mono">53.5412 N, 8.1127 E</span></div>
    <div class="coords mono">Cursor 53.5388 N, 8.1190 E</div>
    <div class="scale"><i></i>500 m</div></section>
  <section class="panel results"><div class="ph">Results<span class="sub">6 of 41 · sorted by link strength</span><span class="end"><span class="btn">${icon(Download, 14)}Export to notebook</span></span></div>
    <table><thead><tr><th>Type</th><th>Value</th><th>Source</th><th>First seen</th><th>Link strength</th><th></th></tr></thead><tbody>${rows}</tbody></table></section>`;
  return appFrame({ theme, active: 'investigate', caseId: 'CASE-2026-0388', caseTitle: 'Lowtide supply network', body, css: CSS });
}
