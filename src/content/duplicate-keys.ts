import { visit, type JSONPath } from 'jsonc-parser';
import { formatJsonPath, type ContentProblem } from './content-error';

/**
 * Keys written twice in one object. JSON.parse keeps the last one without a word, so a second
 * "fr" translation would silently replace the first (and a job written twice under one key would
 * hide the first job). VS Code marks these too; the build makes them errors.
 */
export function duplicateKeys(file: string, raw: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const open: Array<Set<string>> = [];
  visit(raw, {
    onObjectBegin: () => {
      open.push(new Set());
    },
    onObjectEnd: () => {
      open.pop();
    },
    onObjectProperty: (property: string, _offset: number, _length: number, _line: number, _column: number, pathSupplier: () => JSONPath) => {
      const keys = open.at(-1);
      if (!keys) return;
      if (keys.has(property)) {
        const what = pathSupplier().at(-1) === 'translations' ? `the ${property} translation` : `"${property}"`;
        problems.push({ file, path: formatJsonPath([...pathSupplier(), property]), message: `${what} is written twice in the same object; only the last one would be used, so keep one` });
      }
      keys.add(property);
    },
  });
  return problems;
}
