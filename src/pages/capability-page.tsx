import { useLoaderData, useParams } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { CapabilityView } from '../features/solution/capability-view';
import { isCapability, type Capability } from '../lib/catalogue/capabilities';
import type { CapabilityPageData } from '../content/page-data/types';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

function CapabilityContent({ capability, data }: { capability: Capability; data: CapabilityPageData }) {
  const { t } = useTranslation('solution');
  const ns = `capabilities.${capability}`;
  usePageHead({ title: t(`${ns}.meta.title`), description: t(`${ns}.meta.description`), heading: t(`${ns}.name`), contentDate: newestDate(data.useCases.map((u) => u.date)) });
  return <CapabilityView capability={capability} useCases={data.useCases} />;
}

export default function CapabilityPage() {
  const { capability } = useParams();
  const data = useLoaderData() as CapabilityPageData | null;
  return isCapability(capability) && data ? <CapabilityContent capability={capability} data={data} /> : <NotFoundScreen />;
}
