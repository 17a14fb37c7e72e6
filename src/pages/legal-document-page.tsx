import { useLoaderData } from 'react-router-dom';
import type { LegalPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { NotFoundScreen } from '../features/not-found/not-found-screen';

function LegalDocument({ data }: { data: LegalPageData }) {
  const { document } = data;
  usePageHead({ title: document.title, description: document.summary, noindex: true });
  return <LegalDocumentView document={document} />;
}

/** Every legal document page (spec 001 section 2): noindex, nofollow, out of the sitemap. */
export default function LegalDocumentPage() {
  const data = useLoaderData() as LegalPageData | null;
  return data ? <LegalDocument data={data} /> : <NotFoundScreen />;
}
