import { useRef } from 'react';
import { loadConsentDeclaration } from '../../lib/third-party/consent-declaration';
import { useProviderEmbed } from '../../lib/third-party/use-provider-embed';


/** Loads the provider's cookie table into the placeholder on mount and takes it away on leave. */
export function useConsentDeclaration(lang: string) {
  const placeholder = useRef<HTMLDivElement>(null);
  const state = useProviderEmbed(() => (placeholder.current ? loadConsentDeclaration(placeholder.current, lang) : null), [lang]);
  return { placeholder, state };
}
