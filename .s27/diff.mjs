import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const [a, b, out] = process.argv.slice(2);
for (const f of readdirSync(a)) {
  const [ia, ib] = await Promise.all([sharp(`${a}/${f}`).raw().toBuffer({ resolveWithObject: true }), sharp(`${b}/${f}`).raw().toBuffer({ resolveWithObject: true })]);
  if (ia.info.width !== ib.info.width || ia.info.height !== ib.info.height) { console.log(f, 'size', ia.info.width, ia.info.height, '->', ib.info.width, ib.info.height); continue; }
  const ch = ia.info.channels; let diff = 0; const rows = new Map();
  for (let i = 0; i < ia.data.length; i += ch) { let d = 0; for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(ia.data[i + c] - ib.data[i + c])); if (d > 24) { diff++; const y = Math.floor(i / ch / ia.info.width); const band = Math.floor(y / 100) * 100; rows.set(band, (rows.get(band) ?? 0) + 1); } }
  console.log(f, diff, [...rows].slice(0, 12).map(([y, n]) => `${y}:${n}`).join(' '));
}
