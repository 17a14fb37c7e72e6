/**
 * The chrome every product screen shares: sidebar (symbol, workspace, capabilities, case tools,
 * signed-in analyst), top bar (case path, search, audit indicator, avatar) and the theme.
 * A screen supplies its workspace markup and CSS; the frame sizes it to the rest of the window.
 */
import {
  Bell, ChevronDown, ClipboardList, FolderKanban, Globe2, LayoutGrid, NotebookPen, Radar, Search, Settings, ShieldCheck, Workflow,
} from 'lucide-react';
import { symbolMarkup } from '../symbol';
import { icon } from './icons';
import { themeCss, type Theme } from './theme';

export type Capability = 'browse' | 'investigate' | 'monitor' | 'create';

export interface FrameOptions {
  theme: Theme;
  active: Capability;
  /** Case path in the top bar, e.g. "CASE-2026-0417". */
  caseId: string;
  caseTitle: string;
  /** Workspace markup and its CSS. */
  body: string;
  css: string;
}

export const WIDTH = 1440;
export const HEIGHT = 900;

const NAV: Array<{ key: Capability; label: string; glyph: Parameters<typeof icon>[0]; count?: string }> = [
  { key: 'browse', label: 'Browse', glyph: Globe2 },
  { key: 'investigate', label: 'Investigate', glyph: Search },
  { key: 'monitor', label: 'Monitor', glyph: Radar, count: '14' },
  { key: 'create', label: 'Create', glyph: Workflow },
];

const TOOLS = [
  { label: 'Cases', glyph: FolderKanban },
  { label: 'Evidence notebook', glyph: NotebookPen },
  { label: 'Collection plans', glyph: ClipboardList },
  { label: 'Boards', glyph: LayoutGrid },
];

const FRAME_CSS = `
body{background:var(--bg);color:var(--text);font-size:13px;line-height:1.4}
.app{display:grid;grid-template-columns:232px 1fr;height:100%}
.side{display:flex;flex-direction:column;gap:18px;padding:16px 12px;background:var(--sunk);border-right:1px solid var(--line)}
.brand{display:flex;align-items:center;gap:9px;padding:2px 6px;font-weight:800;font-size:16px;letter-spacing:-0.02em}
.brand svg{width:26px;height:26px}
.ws{display:flex;align-items:center;gap:10px;padding:9px 10px;border:1px solid var(--line);border-radius:10px;background:var(--panel)}
.ws-badge{display:grid;place-items:center;width:28px;height:28px;border-radius:7px;background:var(--blue-soft);color:var(--blue);font-weight:800;font-size:11px}
.ws-name{font-weight:700;font-size:12.5px}.ws-sub{color:var(--faint);font-size:11px}
.ws svg{margin-left:auto;color:var(--faint)}
.nav-label{padding:0 8px;color:var(--faint);font-size:10.5px;font-weight:700;letter-spacing:0.08em;text-transform:uppercase}
.nav{display:grid;gap:2px;margin-top:-10px}
.nav a{display:flex;align-items:center;gap:10px;padding:8px 10px;border-radius:8px;color:var(--muted);font-weight:600}
.nav a.on{background:var(--select);color:var(--text)}
.nav a.on svg{color:var(--blue)}
.nav .count{margin-left:auto;padding:1px 7px;border-radius:99px;background:var(--raised);color:var(--muted);font-size:11px;font-weight:700}
.side-foot{margin-top:auto;display:grid;gap:10px}
.policy{padding:10px;border:1px solid var(--line);border-radius:10px;color:var(--faint);font-size:11px;line-height:1.5}
.policy b{display:flex;align-items:center;gap:6px;color:var(--text);font-size:11.5px}
.policy b svg{color:var(--teal)}
.me{display:flex;align-items:center;gap:10px;padding:4px 6px}
.avatar{display:grid;place-items:center;width:30px;height:30px;border-radius:50%;background:var(--action);color:#fff;font-weight:700;font-size:11.5px}
.me-name{font-weight:700;font-size:12.5px}.me-role{color:var(--faint);font-size:11px}
.main{display:grid;grid-template-rows:56px 1fr;min-width:0}
.top{display:flex;align-items:center;gap:14px;padding:0 18px;border-bottom:1px solid var(--line);background:var(--panel)}
.path{display:flex;align-items:center;gap:8px;color:var(--faint);font-weight:600;white-space:nowrap}
.path .id{font-family:var(--mono-font);font-size:12px;color:var(--muted);padding:2px 7px;border:1px solid var(--line);border-radius:6px}
.path .title{color:var(--text);font-weight:700}
.search{display:flex;align-items:center;gap:8px;width:300px;margin-left:auto;padding:7px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--faint)}
.search kbd{margin-left:auto;font-family:var(--mono-font);font-size:10.5px;padding:1px 5px;border:1px solid var(--line);border-radius:4px}
.audit{display:flex;align-items:center;gap:8px;padding:6px 10px;border-radius:99px;background:var(--teal-soft);color:var(--teal);font-weight:700;font-size:12px;white-space:nowrap}
.audit i{width:7px;height:7px;border-radius:50%;background:var(--teal);box-shadow:0 0 0 3px rgb(20 200 176 / 0.25)}
.audit span{color:var(--muted);font-weight:600}
.bell{position:relative;color:var(--muted)}
.bell::after{content:'';position:absolute;top:-1px;right:-1px;width:7px;height:7px;border-radius:50%;background:var(--amber);border:2px solid var(--panel)}
.work{min-height:0;overflow:hidden}
.mono{font-family:var(--mono-font);font-size:11.5px;letter-spacing:-0.01em}
.chip{display:inline-flex;align-items:center;gap:5px;padding:2px 8px;border-radius:99px;border:1px solid var(--line);color:var(--muted);font-size:11px;font-weight:600;white-space:nowrap}
.chip.teal{border-color:transparent;background:var(--teal-soft);color:var(--teal)}
.chip.blue{border-color:transparent;background:var(--blue-soft);color:var(--blue)}
.chip.amber{border-color:transparent;background:var(--amber-soft);color:var(--amber)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:12px}
.ph{display:flex;align-items:center;gap:8px;padding:12px 14px;border-bottom:1px solid var(--line);font-weight:700}
.ph .sub{color:var(--faint);font-weight:600;font-size:12px}
.ph .end{margin-left:auto;display:flex;gap:6px;align-items:center}
.btn{display:inline-flex;align-items:center;gap:6px;padding:6px 11px;border-radius:8px;border:1px solid var(--line);background:var(--panel);color:var(--text);font-weight:600;font-size:12px;white-space:nowrap}
.btn.primary{background:var(--action);border-color:var(--action);color:#fff}
`;

export function appFrame({ theme, active, caseId, caseTitle, body, css }: FrameOptions): string {
  const nav = NAV.map(
    ({ key, label, glyph, count }) =>
      `<a class="${key === active ? 'on' : ''}">${icon(glyph)}${label}${count ? `<span class="count">${count}</span>` : ''}</a>`,
  ).join('');
  const tools = TOOLS.map(({ label, glyph }) => `<a>${icon(glyph)}${label}</a>`).join('');
  return `<style>${themeCss(theme)}${FRAME_CSS}${css}</style>
<div class="app">
  <aside class="side">
    <div class="brand"><svg viewBox="2.5 2.5 42 42">${symbolMarkup()}</svg>Quorvia</div>
    <div class="ws"><span class="ws-badge">NR</span><div><div class="ws-name">North Range OSINT</div><div class="ws-sub">Workspace · 12 analysts</div></div>${icon(ChevronDown, 14)}</div>
    <div class="nav-label">Capabilities</div>
    <nav class="nav">${nav}</nav>
    <div class="nav-label">Case</div>
    <nav class="nav">${tools}<a>${icon(Settings)}Settings</a></nav>
    <div class="side-foot">
      <div class="policy"><b>${icon(ShieldCheck, 14)}Policy LE-OSINT-03</b>Legal basis recorded · retention 180 days</div>
      <div class="me"><span class="avatar">JV</span><div><div class="me-name">Jonas Verhoeven</div><div class="me-role">Senior analyst</div></div></div>
    </div>
  </aside>
  <div class="main">
    <header class="top">
      <div class="path">Cases<span>/</span><span class="id">${caseId}</span><span>/</span><span class="title">${caseTitle}</span></div>
      <div class="search">${icon(Search, 14)}Search case, entities, captures<kbd>⌘K</kbd></div>
      <div class="audit"><i></i>Audit on<span>· 2,318 events</span></div>
      <span class="bell">${icon(Bell, 18)}</span>
      <span class="avatar">JV</span>
    </header>
    <main class="work">${body}</main>
  </div>
</div>`;
}
