import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const lab = (id) => { const cf = byId.get(id).callFrame; return `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/work\/main\//, '')}:${cf.lineNumber}`; };
const self = new Map(), incl = new Map(); let total = 0;
for (let i = 0; i < p.samples.length; i++) {
  const dt = p.timeDeltas[i] ?? 0; const id = p.samples[i]; const l = lab(id); total += dt;
  self.set(l, (self.get(l) ?? 0) + dt);
  const seen = new Set(); let q = id; while (q !== undefined) { const k = lab(q); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } q = parent.get(q); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ${k}`).join('\n');
console.log('total ms', (total / 1000).toFixed(0));
console.log('--- self\n' + top(self, 25));
console.log('--- incl\n' + top(incl, 45));
