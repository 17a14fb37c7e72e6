import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { parseDestination } from '../features/external-link/parse-destination';
import { ExternalChecking, ExternalWarning } from '../features/external-link/external-warning';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

function Warning({ destination }: { destination: URL | 'pending' }) {
  const { t } = useTranslation('external');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), noindex: true });
  return destination === 'pending' ? <ExternalChecking /> : <ExternalWarning destination={destination} />;
}

/**
 * /ex?dest=: the HTML is built without a query, so the destination is read after hydration;
 * a missing or unsafe one shows the not-found page.
 */
export default function ExternalLinkPage() {
  const { search } = useLocation();
  const [destination, setDestination] = useState<URL | null | 'pending'>('pending');
  useEffect(() => setDestination(parseDestination(search)), [search]);
  return destination === null ? <NotFoundScreen /> : <Warning destination={destination} />;
}
