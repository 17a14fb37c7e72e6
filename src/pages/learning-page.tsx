import { useParams } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import { LEARNING_FORMS, type LearningForm } from '../config/learning-forms';
import { usePageHead } from '../lib/head/use-page-head';
import { useCanonicalUrl } from '../lib/head/use-canonical-url';
import { learningEventJsonLd } from '../features/learning/event-json-ld';
import { LearningView } from '../features/learning/learning-view';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

function Learning({ id, form }: { id: string; form: LearningForm }) {
  const { t } = useTranslation('learning');
  const title = t(form.titleKey);
  const description = t(form.descriptionKey);
  const canonical = useCanonicalUrl({});
  usePageHead({ title, description, thirdParties: ['learningForm'], jsonLd: [learningEventJsonLd(form, { name: title, description }, canonical)] });
  return <LearningView id={id} form={form} />;
}

/** /hub/events/{id}: a known session's registration, else the session's not-found text. */
export default function LearningPage() {
  const { id = '' } = useParams();
  const form = Object.hasOwn(LEARNING_FORMS, id) ? LEARNING_FORMS[id] : undefined;
  return form ? <Learning id={id} form={form} /> : <NotFoundScreen descriptionKey="learning:notFound" />;
}
