import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { SalesContactView } from '../features/contact/sales-contact-view';

export default function SalesContactPage() {
  const { t } = useTranslation('contact');
  usePageHead({ title: t('sales.meta.title'), description: t('sales.meta.description'), heading: t('sales.eyebrow'), noindex: true });
  return <SalesContactView />;
}
