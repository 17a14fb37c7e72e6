/**
 * Browse: the managed-attribution browser (persona, egress, isolated session) with a forum
 * thread open, and the case's evidence notebook beside it (captures with UTC times and SHA-256).
 */
import {
  ArrowLeft, ArrowRight, Camera, Clapperboard, FileText, Fingerprint, Languages, Lock, MessageSquare, NotebookPen, Plus, RotateCw, ShieldCheck, Star, X,
} from 'lucide-react';
import { appFrame } from './app-frame';
import { icon } from './icons';
import type { Theme } from './theme';

const CSS = `
.work{display:grid;grid-template-columns:minmax(0,1fr) 372px;gap:14px;padding:14px}
.browser{display:grid;grid-template-rows:auto auto auto 1fr;overflow:hidden}
.tabs{display:flex;gap:4px;padding:8px 10px 0;background:var(--sunk);border-bottom:1px solid var(--line);border-radius:12px 12px 0 0}
.tab{display:flex;align-items:center;gap:8px;width:230px;padding:8px 12px;border-radius:8px 8px 0 0;color:var(--faint);font-weight:600;font-size:12px;white-space:nowrap;overflow:hidden}
.tab.on{background:var(--panel);color:var(--text)}
.tab .x{margin-left:auto;color:var(--faint)}
.fav{width:14px;height:14px;border-radius:4px;background:#46506A;flex:none}
.tab.on .fav{background:#3B5BFD}
.bar{display:flex;align-items:center;gap:10px;padding:8px 12px;border-bottom:1px solid var(--line)}
.bar .nav-i{color:var(--faint);display:flex;gap:10px}
.url{flex:1;display:flex;align-items:center;gap:8px;padding:7px 12px;border-radius:8px;background:var(--bg);border:1px solid var(--line);color:var(--muted)}
.url b{color:var(--text);font-weight:600}
.url svg{color:var(--teal)}
.attr{display:flex;align-items:center;gap:10px;padding:8px 12px;border-bottom:1px solid var(--line);background:var(--raised)}
.egress{display:flex;white-space:nowrap;align-items:center;gap:8px;padding:5px 10px;border-radius:8px;background:var(--teal-soft);color:var(--teal);font-weight:700;font-size:12px}
.egress span{color:var(--text);font-weight:600}
.attr .meta{display:flex;white-space:nowrap;align-items:center;gap:6px;color:var(--muted);font-size:12px;font-weight:600}
.attr .end{margin-left:auto;display:flex;gap:6px}
.page{position:relative;overflow:hidden;background:#F7F8FB;color:#1D2641;padding:18px 26px}
.site{display:flex;align-items:center;gap:12px;padding-bottom:12px;border-bottom:1px solid #E1E5EE}
.site-logo{display:grid;place-items:center;width:30px;height:30px;border-radius:7px;background:#1D2641;color:#fff;font-weight:800;font-size:13px}
.site-name{font-weight:800;font-size:15px;color:#131A2E}
.site-nav{display:flex;gap:16px;margin-left:22px;color:#5D6784;font-weight:600;font-size:12px}
.site .login{margin-left:auto;color:#5D6784;font-size:12px}
.crumbs{margin:12px 0 4px;color:#5D6784;font-size:11.5px}
.thread{font-size:19px;font-weight:800;letter-spacing:-0.01em;color:#0B1020}
.tmeta{margin:4px 0 14px;color:#5D6784;font-size:12px}
.post{display:grid;grid-template-columns:44px 1fr;gap:12px;padding:13px 14px;margin-bottom:10px;background:#fff;border:1px solid #E1E5EE;border-radius:10px;position:relative}
.post.cap{outline:2px solid #14C8B0;outline-offset:2px}
.capflag{position:absolute;top:-11px;right:12px;display:flex;align-items:center;gap:5px;padding:2px 8px;border-radius:99px;background:#14C8B0;color:#062a25;font-size:10.5px;font-weight:800}
.pa{display:grid;place-items:center;width:40px;height:40px;border-radius:50%;font-weight:800;font-size:13px;color:#fff}
.ph1{background:#46506A}.ph2{background:#2A44D8}.ph3{background:#0E9E8B}
.who{display:flex;gap:8px;align-items:baseline;font-size:12px;color:#5D6784}
.who b{color:#131A2E;font-size:13px}
.ptext{margin-top:4px;font-size:13px;line-height:1.5;color:#1D2641}
.photo{margin-top:9px;width:360px;height:132px;border-radius:8px;overflow:hidden;display:block}
.react{display:flex;gap:14px;margin-top:8px;color:#8A93AB;font-size:11.5px;font-weight:600}
.nb{display:grid;grid-template-rows:auto auto 1fr auto;overflow:hidden}
.nb .ph svg{color:var(--teal)}
.filters{display:flex;gap:6px;padding:10px 14px;border-bottom:1px solid var(--line)}
.items{display:grid;align-content:start;gap:0;overflow:hidden}
.item{display:grid;grid-template-columns:30px 1fr;gap:10px;padding:12px 14px;border-bottom:1px solid var(--line-soft)}
.item.sel{background:var(--select)}
.ti{display:grid;place-items:center;width:30px;height:30px;border-radius:8px;background:var(--blue-soft);color:var(--blue)}
.ti.note{background:var(--raised);color:var(--muted)}
.ti.vid{background:var(--teal-soft);color:var(--teal)}
.it{font-weight:700;font-size:12.5px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.iu{color:var(--faint);font-size:11.5px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ir{display:flex;gap:8px;align-items:center;margin-top:5px;color:var(--muted)}
.hash{color:var(--teal)}
.inote{margin-top:6px;padding:7px 9px;border-left:2px solid var(--blue);background:var(--raised);border-radius:0 6px 6px 0;color:var(--muted);font-size:12px;line-height:1.45}
.compose{display:flex;align-items:center;gap:8px;padding:12px 14px;border-top:1px solid var(--line);color:var(--faint)}
.compose .box{flex:1;padding:8px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg)}
`;

/** A stylised harbour photo: quay, two cranes, a ship, no real place. */
const PHOTO = `<svg class="photo" viewBox="0 0 360 132" xmlns="http://www.w3.org/2000/svg">
<rect width="360" height="132" fill="#C9D3E6"/><rect y="78" width="360" height="54" fill="#8794B0"/>
<path d="M0 78h360v6H0z" fill="#5D6784"/>
<path d="M40 78V22h6v56zM46 26h74v5H46zM108 31v22h3V31z" fill="#1D2641"/>
<path d="M150 78V34h5v44zM155 37h58v4h-58zM205 41v16h2V41z" fill="#46506A"/>
<path d="M196 86h136l-12 22H206z" fill="#1D2641"/><rect x="214" y="72" width="26" height="14" fill="#2A44D8"/><rect x="242" y="66" width="22" height="20" fill="#46506A"/><rect x="266" y="74" width="30" height="12" fill="#0E9E8B"/>
<rect x="10" y="60" width="22" height="18" fill="#46506A"/><rect x="60" y="64" width="30" height="14" fill="#2A44D8"/><rect x="92" y="58" width="20" height="20" fill="#5D6784"/>
</svg>`;

const POSTS = [
  {
    initials: 'KN', tone: 'ph1', handle: 'kestrel_north', when: 'Nov 24, 21:47', cap: false,
    text: 'Heard from two people at the container terminal that night shifts are being cut from Monday. Anyone else?',
    photo: false, replies: 14, likes: 31,
  },
  {
    initials: 'HW', tone: 'ph2', handle: 'harbour.watcher', when: 'Nov 24, 22:05', cap: true,
    text: 'Same message posted word for word in four groups within ten minutes, all accounts created last week. Photo attached is from 2019, not this week.',
    photo: true, replies: 9, likes: 58,
  },
  {
    initials: 'MT', tone: 'ph3', handle: 'm_tideline', when: 'Nov 24, 22:31', cap: false,
    text: 'Port authority channel has said nothing yet. Will post if they publish a notice.',
    photo: false, replies: 2, likes: 7,
  },
];

const ITEMS = [
  { kind: 'page', glyph: FileText, title: 'Thread: "Port strike next week?" (post #4)', url: 'boards.freeport-voices.net/t/88124#p4', at: '14:02:11', hash: '9f2c 41e7 b03a … 6d1e c8a4', note: 'Identical text in four groups within 10 min. Photo reverse-matched to a 2019 article.', sel: true },
  { kind: 'vid', glyph: Clapperboard, title: 'Video capture, 00:42 (channel post)', url: 'vidshare.example/c/portlife-daily/v/5Qx2', at: '13:48:36', hash: '0b77 e2d9 5c10 … 93fa 21b6', note: '', sel: false },
  { kind: 'page', glyph: FileText, title: 'Profile: harbour.watcher (joined Nov 17)', url: 'boards.freeport-voices.net/u/harbour.watcher', at: '13:41:02', hash: 'd41a 7c3e 88f0 … 0e25 7b9c', note: '', sel: false },
  { kind: 'page', glyph: FileText, title: 'Group post: "Night shifts cut from Monday"', url: 'chat-groups.example/g/harbourcity-jobs/m/20931', at: '13:35:18', hash: '5e90 c3b2 7a1d … f48e 0d63', note: '', sel: false },
  { kind: 'note', glyph: NotebookPen, title: 'Note: account cluster', url: 'Linked to 3 captures · E. Lindqvist', at: '13:29:50', hash: 'a6e1 1f94 c27d … 5b08 e3c0', note: 'Same avatar style and posting window (21:40-22:40 UTC) across 6 accounts.', sel: false },
];

export function browseScreen(theme: Theme): string {
  const posts = POSTS.map(
    (p) => `<div class="post${p.cap ? ' cap' : ''}">${p.cap ? `<span class="capflag">${icon(Camera, 11, 2.4)}Captured 14:02:11 UTC</span>` : ''}
      <span class="pa ${p.tone}">${p.initials}</span>
      <div><div class="who"><b>${p.handle}</b>${p.when}</div><div class="ptext">${p.text}</div>${p.photo ? PHOTO : ''}
      <div class="react"><span>${p.replies} replies</span><span>${p.likes} likes</span><span>Share</span><span>Report</span></div></div></div>`,
  ).join('');
  const items = ITEMS.map(
    (i) => `<div class="item${i.sel ? ' sel' : ''}"><span class="ti ${i.kind === 'note' ? 'note' : i.kind === 'vid' ? 'vid' : ''}">${icon(i.glyph, 15)}</span>
      <div style="min-width:0"><div class="it">${i.title}</div><div class="iu">${i.url}</div>
      <div class="ir"><span class="mono">2026-11-25 ${i.at} UTC</span></div>
      <div class="ir"><span class="mono hash">sha256 ${i.hash}</span></div>
      ${i.note ? `<div class="inote">${i.note}</div>` : ''}</div></div>`,
  ).join('');
  const body = `
  <section class="panel browser">
    <div class="tabs"><div class="tab on"><span class="fav"></span>Port strike next week? · Freeport…<span class="x">${icon(X, 12)}</span></div><div class="tab"><span class="fav"></span>portlife-daily · VidShare<span class="x">${icon(X, 12)}</span></div><div class="tab" style="width:auto">${icon(Plus, 14)}</div></div>
    <div class="bar"><span class="nav-i">${icon(ArrowLeft)}${icon(ArrowRight)}${icon(RotateCw)}</span>
      <div class="url">${icon(Lock, 13)}<span>https://<b>boards.freeport-voices.net</b>/t/88124-port-strike-next-week</span><span style="margin-left:auto">${icon(Star, 14)}</span></div>
      <span class="btn">${icon(Languages, 14)}Translate</span><span class="btn primary">${icon(Camera, 14)}Capture</span></div>
    <div class="attr"><span class="egress">${icon(ShieldCheck, 14)}Egress: Frankfurt<span>· persona: Analyst-07</span></span>
      <span class="meta">${icon(Fingerprint, 14)}Win 11 · Firefox 128 · de-DE</span>
      <span class="end"><span class="chip teal">● Isolated VM</span><span class="chip">Session 01:12:40</span></span></div>
    <div class="page">
      <div class="site"><span class="site-logo">FV</span><span class="site-name">Freeport Voices</span><span class="site-nav"><span>Latest</span><span>Harbour &amp; logistics</span><span>City</span><span>Jobs</span></span><span class="login">Sign in</span></div>
      <div class="crumbs">Forums › Harbour &amp; logistics</div>
      <div class="thread">Port strike next week? Share what you know</div>
      <div class="tmeta">Started by kestrel_north · 47 replies · 3.2k views</div>
      ${posts}
    </div>
  </section>
  <aside class="panel nb">
    <div class="ph">${icon(NotebookPen)}Evidence notebook<span class="sub">23 items</span><span class="end"><span class="chip">Export</span></span></div>
    <div class="filters"><span class="chip blue">All 23</span><span class="chip">Pages 14</span><span class="chip">Video 3</span><span class="chip">Notes 6</span></div>
    <div class="items">${items}</div>
    <div class="compose">${icon(MessageSquare)}<span class="box">Add a note to post #4…</span></div>
  </aside>`;
  return appFrame({ theme, active: 'browse', caseId: 'CASE-2026-0417', caseTitle: 'Harbour rumours, coordinated accounts', body, css: CSS });
}
