import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../lib/head/use-page-head';
import { CapabilityView } from '../features/solution/capability-view';
import { isCapability, type Capability } from '../lib/catalogue/capabilities';
import { NotFoundScreen } from '../features/not-found/not-found-screen';

function CapabilityContent({ capability }: { capability: Capability }) {
  const { t } = useTranslation('solution');
  const ns = `capabilities.${capability}`;
  usePageHead({ title: t(`${ns}.meta.title`), description: t(`${ns}.meta.description`), heading: t(`${ns}.name`) });
  return <CapabilityView capability={capability} />;
}

export default function CapabilityPage() {
  const { capability } = useParams();
  return isCapability(capability) ? <CapabilityContent capability={capability} /> : <NotFoundScreen />;
}
