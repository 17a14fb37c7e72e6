import type { LegalPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { useLegalDocumentMeta } from '../features/legal/use-legal-document-meta';
import { withPageData } from '../components/not-found/with-page-data';

function LegalDocument({ data }: { data: LegalPageData }) {
  const { document } = data;
  const meta = useLegalDocumentMeta(document);
  usePageHead({ ...meta, noindex: true });
  return <LegalDocumentView document={document} name={meta.title} />;
}

/** Every legal document page (spec 001 section 2): noindex, nofollow, out of the sitemap. */
export default withPageData(LegalDocument);
