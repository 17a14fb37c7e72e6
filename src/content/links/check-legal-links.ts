import type { ContentProblem } from '../content-error';
import { formatJsonPath } from '../content-error';
import { legalFile } from '../legal/load-legal';
import type { LegalDocument } from '../legal/legal-schema';
import { linkTargets } from '../../lib/text/inline-links';
import { resolveSitePath, type SiteIndex } from './site-paths';

/** Every paragraph and list item of a document and of its translations, with its JSON path. */
function texts(document: LegalDocument): Array<{ path: PropertyKey[]; text: string }> {
  const versions: Array<[PropertyKey[], LegalDocument['sections']]> = [
    [[], document.sections],
    ...Object.entries(document.translations ?? {}).flatMap(([key, translation]): Array<[PropertyKey[], LegalDocument['sections']]> => (translation ? [[['translations', key], translation.sections]] : [])),
  ];
  return versions.flatMap(([base, sections]) =>
    sections.flatMap((section, s) =>
      section.blocks.flatMap((block, b) =>
        typeof block === 'string' ? [{ path: [...base, 'sections', s, 'blocks', b], text: block }] : block.list.map((item, i) => ({ path: [...base, 'sections', s, 'blocks', b, 'list', i], text: item }))),
    ),
  );
}

/**
 * The `[words](/path)` links of the legal documents must lead to pages this build makes, like
 * the links in articles; a problem names the file, the JSON path and the link.
 */
export function checkLegalLinks(documents: readonly LegalDocument[], index: SiteIndex): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const document of documents) {
    for (const { path, text } of texts(document)) {
      for (const href of linkTargets(text)) {
        const resolved = resolveSitePath(href.split('#')[0]!.split('?')[0]!, index);
        if (!resolved.ok) problems.push({ file: legalFile(document.id), path: formatJsonPath(path), message: `link "${href}": ${resolved.reason}` });
      }
    }
  }
  return problems;
}
