// Trace + CPU profile of one load; per long task (>= min ms), the functions that ran in it.
import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
const url = process.argv[2]; const tag = process.argv[3] ?? 'p'; const min = Number(process.argv[4] ?? 8);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await cdp.send('Tracing.end'); await done;
await browser.close();
writeFileSync(`/tmp/s27/${tag}.cpuprofile`, JSON.stringify(profile));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const times = []; let t = profile.startTime; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; times.push(t); }
const counts = new Map();
for (const e of events) if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') { const k = `${e.pid}:${e.tid}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
const names = new Set(events.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => `${e.pid}:${e.tid}`));
const main = [...counts].filter(([k]) => names.has(k)).sort((a, b) => b[1] - a[1])[0][0];
const mine = events.filter(e => `${e.pid}:${e.tid}` === main && e.ph === 'X');
const nav = events.find(e => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main) ?? mine[0];
const fcp = events.find(e => e.name === 'firstContentfulPaint');
const t0 = nav.ts;
console.log('FCP', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
const label = (id) => { const cf = byId.get(id).callFrame; return `${cf.functionName || '(anon)'} ${cf.url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '')}:${cf.lineNumber}`; };
for (const task of mine.filter(e => e.name === 'RunTask' && e.dur >= min * 1000).sort((a, b) => a.ts - b.ts)) {
  const kids = mine.filter(e => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
  const blink = new Map();
  for (const k of kids) if (['UpdateLayoutTree','Layout','Paint','PrePaint','Layerize','Commit','ParseHTML','ParseAuthorStyleSheet','MinorGC','MajorGC','V8.GC_SCAVENGER','ScriptCatchup','v8.compile','v8.compileModule','EvaluateScript','v8.evaluateModule'].includes(k.name)) blink.set(k.name, (blink.get(k.name) ?? 0) + k.dur);
  const self = new Map(); const incl = new Map();
  for (let i = 0; i < times.length; i++) {
    if (times[i] < task.ts || times[i] > task.ts + task.dur) continue;
    const id = profile.samples[i]; const dt = profile.timeDeltas[i + 1] ?? 100;
    const l = label(id); if (l.startsWith('(idle)') || l.startsWith('(program)')) { self.set(l, (self.get(l) ?? 0) + dt); continue; }
    self.set(l, (self.get(l) ?? 0) + dt);
    const seen = new Set(); let p = id; while (p !== undefined) { const pl = label(p); if (!seen.has(pl)) { seen.add(pl); incl.set(pl, (incl.get(pl) ?? 0) + dt); } p = parent.get(p); }
  }
  const fmt = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`).join(' | ');
  console.log(`\n@${((task.ts - t0) / 1000).toFixed(0)}ms ${(task.dur / 1000).toFixed(1)}ms  blink: ${fmt(blink, 8)}`);
  console.log('  self: ' + fmt(self, 10));
  console.log('  incl: ' + fmt(new Map([...incl].filter(([k]) => !k.startsWith('(root)'))), 14));
}
