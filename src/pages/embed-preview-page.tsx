import { useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { EmbedPreview } from '../features/embed-preview/embed-preview';
import { useEmbedItem } from '../features/embed-preview/use-embed-item';

/** /assets/oembed?type=job|blog&id=: the frame that oEmbed consumers show (spec 001 section 2). */
export default function EmbedPreviewPage() {
  const { t } = useTranslation('embed');
  const state = useEmbedItem(useLocation().search);
  usePageHead({ title: state.status === 'ready' ? state.item.title : t('meta.title'), description: t('meta.description'), noindex: true });
  return <EmbedPreview state={state} />;
}
