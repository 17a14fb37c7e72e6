import { useTranslation } from '../lib/i18n/use-translation';
import { useUnprefixedPath } from '../lib/i18n/use-locale';
import { usePageHead } from '../lib/head/use-page-head';
import { ContactView } from '../features/contact/contact-view';

/** /contact and /bookademo: the demo variant when the path ends with /bookademo (spec 001 section 2). */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const variant = useUnprefixedPath().endsWith('/bookademo') ? 'demo' : 'contact';
  usePageHead({ title: t(`${variant}.meta.title`), description: t(`${variant}.meta.description`), heading: t(`${variant}.eyebrow`) });
  return <ContactView key={variant} variant={variant} />;
}
