import { useId } from 'react';
import { loadMarketingForm, type MarketingFormId } from '../../lib/third-party/marketing-form';
import { useProviderEmbed } from '../../lib/third-party/use-provider-embed';
import { useLocale } from '../../lib/i18n/use-locale';

/** Loads the provider's form into the returned container id while the component is mounted. */
export function useMarketingForm(form: MarketingFormId) {
  const containerId = `form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { tag } = useLocale();
  const state = useProviderEmbed(() => loadMarketingForm(form, `#${containerId}`, tag), [form, containerId, tag]);
  return { containerId, state };
}
