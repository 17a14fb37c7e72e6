import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { PurchaseCompleteView } from '../features/contact/purchase-complete-view';

export default function PurchaseCompletePage() {
  const { t } = useTranslation('contact');
  usePageHead({ title: t('purchase.meta.title'), description: t('purchase.meta.description'), noindex: true });
  return <PurchaseCompleteView />;
}
