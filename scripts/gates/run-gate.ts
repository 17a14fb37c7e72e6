/**
 * Runs one static gate (or all) over a built folder:
 *   tsx scripts/gates/run-gate.ts html|links|seo|csp|headers|all [dist]
 * Prints each problem as "file: message" and exits 1 when any gate found one.
 */
import { resolve } from 'node:path';
import { checkCsp } from './check-csp';
import { checkLinks } from './check-links';
import { checkSeo } from './check-seo';
import { checkHtml } from './check-html';
import { checkHeaders } from './check-headers';
import { formatGate, type GateResult } from './gate';

const GATES: Record<string, (dist: string) => GateResult | Promise<GateResult>> = {
  html: checkHtml,
  links: checkLinks,
  seo: checkSeo,
  csp: checkCsp,
  headers: checkHeaders,
};

const [which = 'all', dir = 'dist'] = process.argv.slice(2);
const dist = resolve(dir);
const names = which === 'all' ? Object.keys(GATES) : [which];
let failed = 0;
for (const name of names) {
  const gate = GATES[name];
  if (!gate) {
    console.error(`Unknown gate "${name}". Use one of: ${Object.keys(GATES).join(', ')}, all.`);
    process.exit(2);
  }
  const result = await gate(dist);
  console.log(formatGate(result));
  failed += result.problems.length;
}
process.exit(failed > 0 ? 1 : 0);
