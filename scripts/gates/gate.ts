/** What every gate reports: the dist file at fault and what is wrong with it. */
export interface GateProblem {
  file: string;
  message: string;
}

export interface GateResult {
  name: string;
  problems: GateProblem[];
  /** Listed but not fatal (validator warnings, external links). */
  notes: string[];
  /** What was examined, for the summary line. */
  checked: string;
}

export function formatGate(result: GateResult): string {
  const lines = [`[${result.name}] ${result.checked}: ${result.problems.length === 0 ? 'ok' : `${result.problems.length} problem(s)`}`];
  for (const note of result.notes) lines.push(`  note: ${note}`);
  for (const problem of result.problems) lines.push(`  ${problem.file}: ${problem.message}`);
  return lines.join('\n');
}
