/**
 * npm run budgets: weighs one page of every route pattern in dist/ (HTML, the JavaScript and CSS
 * it loads before it is interactive, its images and fonts) and fails when one exceeds budgets.json.
 */
import { resolve } from 'node:path';
import { checkBudgets, formatTable, loadBudgets } from './check-budgets';

const dist = resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist');
const { rows, problems } = checkBudgets(dist, loadBudgets());
console.log(formatTable(rows));
for (const problem of problems) console.error(`[budgets] ${problem}`);
if (problems.length > 0) {
  console.error(`\n[budgets] ${problems.length} budget${problems.length === 1 ? '' : 's'} exceeded.`);
  process.exit(1);
}
console.log(`\n[budgets] ${rows.length} route patterns within budgets.json.`);
