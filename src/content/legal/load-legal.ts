import type { ContentProblem } from '../content-error';
import { readJsonFile } from '../read-json-file';
import { zodProblems } from '../schema-helpers';
import { LEGAL_DOCUMENTS, legalSchema, type LegalDocument } from './legal-schema';

export const legalFile = (id: string) => `legal/${id}.json`;

/** Every legal document; each is required, so a missing or broken file fails the build by name. */
export function loadLegal(contentDir: string): { items: LegalDocument[]; problems: ContentProblem[]; warnings: ContentProblem[] } {
  const items: LegalDocument[] = [];
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  for (const id of LEGAL_DOCUMENTS) {
    const file = legalFile(id);
    const read = readJsonFile(contentDir, file);
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    warnings.push(...read.warnings);
    const parsed = legalSchema.safeParse(read.data, { reportInput: true });
    if (parsed.success) items.push({ ...parsed.data, id });
    else problems.push(...zodProblems(file, [], parsed.error));
  }
  return { items, problems, warnings };
}
