// Self and inclusive time per source file/function in a time window of a cpuprofile, via hidden sourcemaps.
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const [profFile, distStatic, fromMs, toMs] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(profFile, 'utf8'));
const maps = new Map();
const mapFor = (url) => {
  const m = url.match(/\/static\/([^/?#]+\.js)$/); if (!m) return null;
  if (!maps.has(m[1])) { const f = `${distStatic}/${m[1]}.map`; maps.set(m[1], existsSync(f) ? new TraceMap(readFileSync(f, 'utf8')) : null); }
  return maps.get(m[1]);
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const where = (id) => {
  const cf = byId.get(id).callFrame; const map = mapFor(cf.url);
  if (!map) return `${cf.functionName || '(anon)'} ${cf.url.replace(/^https?:\/\/[^/]+/, '')}`;
  const o = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${o.name ?? cf.functionName ?? '?'} ${(o.source ?? '?').replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${o.line}`;
};
// window relative to first sample (ms since profile start) or absolute ts
let t = profile.startTime; const self = new Map(), incl = new Map(), file = new Map();
const from = profile.startTime + Number(fromMs ?? 0) * 1000, to = profile.startTime + Number(toMs ?? 1e9) * 1000;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]; if (t < from || t > to) continue;
  const dt = profile.timeDeltas[i + 1] ?? 100; const id = profile.samples[i];
  const w = where(id); if (/\(idle\)|\(program\)|\(garbage/.test(w)) { self.set(w, (self.get(w) ?? 0) + dt); continue; }
  self.set(w, (self.get(w) ?? 0) + dt);
  const f = w.split(' ')[1]?.replace(/:\d+$/, '') ?? w; file.set(f, (file.get(f) ?? 0) + dt);
  const seen = new Set(); let p = id; while (p !== undefined) { const pl = where(p); if (!seen.has(pl)) { seen.add(pl); incl.set(pl, (incl.get(pl) ?? 0) + dt); } p = parent.get(p); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(6)} ${k}`).join('\n');
console.log('--- self by file\n' + top(file, 25));
console.log('--- self\n' + top(self, 30));
console.log('--- inclusive\n' + top(incl, 40));
