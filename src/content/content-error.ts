/** A problem in an editor's file, located precisely enough to fix without reading code. */
export interface ContentProblem {
  /** File path relative to the content folder, e.g. `posts/blog.json`. */
  file: string;
  /** JSON path inside the file, e.g. `[3].date.posted`; empty for the whole file. */
  path: string;
  message: string;
}

export function formatJsonPath(segments: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.path ? ` at ${problem.path}` : ''}: ${problem.message}`;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}
