import { readFileSync } from 'node:fs';
const [file, target] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const lab = (id) => { const cf = byId.get(id).callFrame; return `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/work\/main\//, '').replace(/\?tsx.*$/, '')}:${cf.lineNumber}`; };
const out = new Map();
for (let i = 0; i < p.samples.length; i++) {
  let q = p.samples[i]; const chain = [];
  while (q !== undefined) { chain.push(lab(q)); q = parent.get(q); }
  const at = chain.findIndex((l) => l.startsWith(target + ' '));
  if (at < 0) continue;
  const callers = chain.slice(at + 1, at + 5).join(' < ');
  out.set(callers, (out.get(callers) ?? 0) + (p.timeDeltas[i] ?? 0));
}
for (const [k, v] of [...out].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log((v / 1000).toFixed(0).padStart(6), k);
