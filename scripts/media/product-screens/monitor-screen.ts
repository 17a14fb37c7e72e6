/**
 * Monitor: a board for one operation with its persistent queries (counts of new matches),
 * the newest alerts (amber marks alerts and nothing else) and a 24-hour timeline of matches.
 */
import {
  Bell, Clock3, Eye, Filter, Languages, LayoutGrid, MapPin, MoreHorizontal, Pause, Plus, Radar, Repeat, Share2, Users,
} from 'lucide-react';
import { appFrame } from './app-frame';
import { icon } from './icons';
import type { Theme } from './theme';

const CSS = `
.work{display:grid;grid-template-columns:330px minmax(0,1fr);grid-template-rows:auto minmax(0,1fr) 236px;gap:12px;padding:14px}
.head{grid-column:1/-1;display:flex;align-items:center;gap:12px;padding:12px 14px}
.head h1{font-size:17px;font-weight:800;letter-spacing:-0.01em}
.head .sub{color:var(--faint);font-weight:600}
.head .end{margin-left:auto;display:flex;gap:8px;align-items:center}
.live{display:flex;align-items:center;gap:7px;color:var(--teal);font-weight:700;font-size:12px}
.live i{width:8px;height:8px;border-radius:50%;background:var(--teal);box-shadow:0 0 0 4px var(--teal-soft)}
.queries{grid-row:2/4;display:grid;grid-template-rows:auto 1fr auto;overflow:hidden}
.q{display:grid;grid-template-columns:1fr auto;gap:3px 10px;padding:11px 14px;border-bottom:1px solid var(--line-soft)}
.q.sel{background:var(--select)}
.qn{font-weight:700;font-size:12.5px}
.qm{grid-column:1;color:var(--faint);font-size:11.5px;display:flex;gap:8px;align-items:center}
.qm svg{width:12px;height:12px}
.qc{grid-row:1/3;grid-column:2;align-self:center;text-align:right}
.qc b{display:block;font-size:16px;font-weight:800}
.qc span{color:var(--faint);font-size:11px}
.qc.new b{color:var(--teal)}
.qfoot{display:flex;align-items:center;gap:8px;padding:11px 14px;border-top:1px solid var(--line);color:var(--muted);font-weight:600;font-size:12px}
.alerts{display:grid;grid-template-rows:auto auto 1fr;overflow:hidden}
.earlier{border-top:1px solid var(--line);padding:4px 0}
.er{display:grid;grid-template-columns:64px 1fr auto auto;gap:12px;align-items:center;padding:8px 14px;border-bottom:1px solid var(--line-soft)}
.er .t{color:var(--faint)}
.er b{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.el{padding:8px 14px 2px;color:var(--faint);font-size:10.5px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.cards{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;padding:12px}
.card{display:grid;align-content:start;gap:8px;padding:12px;border:1px solid var(--line);border-radius:10px;background:var(--bg)}
.card.alert{border-color:rgb(245 165 36 / 0.55);box-shadow:inset 3px 0 0 var(--amber)}
.ch{display:flex;align-items:center;gap:6px;color:var(--faint);font-size:11px;font-weight:600}
.ch .end{margin-left:auto}
.ct{font-weight:700;font-size:13px;line-height:1.35}
.cq{padding:8px 10px;border-radius:8px;background:var(--panel);border:1px solid var(--line-soft);color:var(--muted);font-size:12px;line-height:1.45}
.cq mark{background:var(--blue-soft);color:var(--text);padding:0 2px;border-radius:3px}
.cf{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.thumb{height:70px;border-radius:8px;overflow:hidden}
.timeline{display:grid;grid-template-rows:auto 1fr;overflow:hidden}
.chart{position:relative;padding:10px 14px 8px}
.chart svg{display:block;width:100%;height:170px}
`;

const QUERIES = [
  { name: 'Harbour Festival: venue and routes', meta: 'Geo · 4 sources', every: '5 min', count: 38, fresh: '+12', sel: true },
  { name: 'Ticket resale and fake entry passes', meta: 'Marketplaces · 6 sources', every: '15 min', count: 21, fresh: '+4', sel: false },
  { name: 'Calls to gather at Pier 3', meta: 'Keywords · 3 languages', every: '5 min', count: 9, fresh: '+3', sel: false },
  { name: 'Drone flights over the quays', meta: 'Video · object detection', every: '30 min', count: 6, fresh: '+1', sel: false },
  { name: 'Counterfeit festival merchandise', meta: 'Marketplaces · 2 sources', every: '1 h', count: 14, fresh: '', sel: false },
  { name: 'Crowd reports: South Gate', meta: 'Geo · 2 sources', every: '5 min', count: 27, fresh: '+6', sel: false },
  { name: 'Weather and closures', meta: 'Official channels', every: '15 min', count: 11, fresh: '', sel: false },
  { name: 'Impersonation of city accounts', meta: 'Accounts · 5 sources', every: '1 h', count: 2, fresh: '', sel: false },
];

/** Matches per hour over the last 24 h, fixed so the picture never changes between runs. */
const SERIES = [4, 3, 2, 2, 1, 1, 2, 3, 5, 6, 8, 7, 9, 11, 10, 12, 14, 13, 17, 22, 31, 26, 24, 28];

function chart(): string {
  const W = 780, H = 170, top = 10, bottom = 146, left = 30;
  const max = 35;
  const step = (W - left - 10) / (SERIES.length - 1);
  const pts = SERIES.map((v, i) => [left + i * step, bottom - ((bottom - top) * v) / max] as const);
  const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
  const area = `${line}L${pts[pts.length - 1]![0].toFixed(1)} ${bottom}L${left} ${bottom}Z`;
  const grid = [0, 10, 20, 30].map((v) => {
    const y = bottom - ((bottom - top) * v) / max;
    return `<line x1="${left}" x2="${W - 10}" y1="${y}" y2="${y}" stroke="var(--line-soft)"/><text x="${left - 8}" y="${y + 3.5}" text-anchor="end">${v}</text>`;
  }).join('');
  const hours = ['15:00', '19:00', '23:00', '03:00', '07:00', '11:00', '14:00'];
  const labels = hours.map((h, i) => `<text x="${left + (i * (W - left - 10)) / (hours.length - 1)}" y="${H - 6}" text-anchor="middle">${h}</text>`).join('');
  const [ax, ay] = pts[20]!;
  return `<svg viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" font-family="Manrope" font-size="10.5" font-weight="600" fill="var(--faint)">
  ${grid}${labels}
  <path d="${area}" fill="var(--teal)" opacity="0.14"/><path d="${line}" fill="none" stroke="var(--teal)" stroke-width="2.2" stroke-linejoin="round"/>
  <line x1="${ax}" x2="${ax}" y1="${top}" y2="${bottom}" stroke="var(--amber)" stroke-dasharray="3 3"/>
  <circle cx="${ax}" cy="${ay}" r="5" fill="var(--amber)" stroke="var(--panel)" stroke-width="2"/>
  <rect x="${ax - 158}" y="${ay - 12}" width="148" height="22" rx="6" fill="var(--raised)"/><text x="${ax - 150}" y="${ay + 3}" fill="var(--text)" font-weight="700">11:00 · 31 matches · alert</text>
  </svg>`;
}

/** A stylised still from a short video: quay edge, crowd dots, a small drone outline. */
const STILL = `<svg class="thumb" viewBox="0 0 260 70" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg"><rect width="260" height="70" fill="#1D2641"/><rect y="44" width="260" height="26" fill="#131A2E"/><g fill="#46506A">${Array.from({ length: 26 }, (_, i) => `<circle cx="${8 + i * 9.6}" cy="${50 + ((i * 7) % 9)}" r="3"/>`).join('')}</g><g stroke="#14C8B0" stroke-width="1.5" fill="none"><rect x="150" y="10" width="34" height="20" rx="2"/></g><path d="M160 20h14M167 16v8" stroke="#AAB3CC" stroke-width="2"/><text x="152" y="40" font-family="Manrope" font-size="8" font-weight="700" fill="#14C8B0">drone 0.91</text></svg>`;

export function monitorScreen(theme: Theme): string {
  const queries = QUERIES.map(
    (q) => `<div class="q${q.sel ? ' sel' : ''}"><span class="qn">${q.name}</span><span class="qc${q.fresh ? ' new' : ''}"><b>${q.fresh || q.count}</b><span>${q.fresh ? `of ${q.count}` : 'no change'}</span></span><span class="qm">${icon(Repeat)}every ${q.every}<span>·</span>${q.meta}</span></div>`,
  ).join('');
  const body = `
  <div class="panel head">${icon(LayoutGrid, 18)}<h1>Harbour Festival 2026</h1><span class="sub">Board · shared with 6 analysts · Command room B</span>
    <span class="end"><span class="live"><i></i>Live · updated 14:06 UTC</span><span class="btn">${icon(Share2, 14)}Share</span><span class="btn">${icon(Pause, 14)}Pause all</span><span class="btn primary">${icon(Plus, 14)}Persistent query</span></span></div>
  <section class="panel queries"><div class="ph">${icon(Radar)}Persistent queries<span class="sub">8 running</span><span class="end">${icon(Filter, 14)}</span></div><div>${queries}</div>
    <div class="qfoot">${icon(Plus, 14)}Add from 214 ready-made queries</div></section>
  <section class="panel alerts"><div class="ph">${icon(Bell)}New matches<span class="sub">since your last visit, 42 min ago</span><span class="end"><span class="chip amber">3 alerts</span><span class="chip">19 new</span></span></div>
    <div class="cards">
      <article class="card alert"><div class="ch"><span class="chip amber">Alert · high</span><span class="end">${icon(Clock3, 12)}14:02</span></div>
        <div class="ct">Call to gather at Pier 3 after the fireworks, shared 40 times in 20 min</div>
        <div class="cq">"Everyone to <mark>Pier 3</mark> at 22:30, bring friends, the gate will be open"</div>
        <div class="cf"><span class="chip">${icon(Languages, 11)}Translated from Dutch</span><span class="chip">ChatLine · 3 groups</span></div></article>
      <article class="card alert"><div class="ch"><span class="chip amber">Alert · medium</span><span class="end">${icon(Clock3, 12)}13:51</span></div>
        <div class="ct">Drone filmed over the main stage, 2 videos from the same account</div>
        ${STILL}
        <div class="cf"><span class="chip teal">Object detection 0.91</span><span class="chip">${icon(MapPin, 11)}Quay North</span></div></article>
      <article class="card"><div class="ch"><span class="chip blue">New match</span><span class="end">${icon(Clock3, 12)}13:44</span></div>
        <div class="ct">Listing: 40 "all-access" wristbands at half price</div>
        <div class="cq">Seller <mark>@wristband_deals_hc</mark>, pickup near South Gate, payment by voucher only</div>
        <div class="cf"><span class="chip">TradeBoard</span><span class="chip">${icon(Users, 11)}2 linked accounts</span><span class="chip">${icon(Eye, 11)}Assigned: EL</span></div></article>
    </div>
    <div class="earlier"><div class="el">Earlier today</div>
      <div class="er"><span class="mono t">13:20</span><b>Road closure notice for Quay North published by the harbour office</b><span class="chip">Official channels</span><span class="chip blue">New match</span></div>
      <div class="er"><span class="mono t">12:58</span><b>Crowd density post with photo at South Gate, 1.2k views</b><span class="chip">${icon(MapPin, 11)}South Gate</span><span class="chip blue">New match</span></div>
      <div class="er"><span class="mono t">12:31</span><b>Fake "city events" account copying the festival programme</b><span class="chip">Accounts</span><span class="chip">Reviewed · EL</span></div>
    </div></section>
  <section class="panel timeline"><div class="ph">Matches per hour<span class="sub">all queries on this board · last 24 h</span><span class="end"><span class="chip blue">24 h</span><span class="chip">7 d</span><span class="chip">30 d</span>${icon(MoreHorizontal, 14)}</span></div><div class="chart">${chart()}</div></section>`;
  return appFrame({ theme, active: 'monitor', caseId: 'OPS-2026-0112', caseTitle: 'Harbour Festival 2026', body, css: CSS });
}
