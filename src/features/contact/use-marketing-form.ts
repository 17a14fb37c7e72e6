import { useEffect, useId, useState } from 'react';
import { loadMarketingForm, type MarketingFormId } from '../../lib/third-party/marketing-form';

export type FormState = 'loading' | 'ready' | 'failed';

/** Loads the provider's form into the returned container id while the component is mounted. */
export function useMarketingForm(form: MarketingFormId) {
  const containerId = `form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<FormState>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    const loaded = loadMarketingForm(form, `#${containerId}`);
    loaded.ready.then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      loaded.remove();
    };
  }, [form, containerId]);
  return { containerId, state };
}
