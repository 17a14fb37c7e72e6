import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { ContactView } from '../features/contact/contact-view';

/** /brand/contact: the contact layout with the brand team's own form (spec 001 section 2). */
export default function BrandContactPage() {
  const { t } = useTranslation('contact');
  usePageHead({ title: t('brand.meta.title'), description: t('brand.meta.description'), heading: t('brand.eyebrow') });
  return <ContactView variant="brand" />;
}
