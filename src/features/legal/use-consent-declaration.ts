import { useEffect, useRef, useState } from 'react';
import { loadConsentDeclaration } from '../../lib/third-party/consent-declaration';

export type DeclarationState = 'loading' | 'loaded' | 'failed';

/** Loads the provider's cookie table into the placeholder on mount and takes it away on leave. */
export function useConsentDeclaration(lang: string) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<DeclarationState>('loading');
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let live = true;
    setState('loading');
    const declaration = loadConsentDeclaration(element, lang);
    declaration.ready.then(
      () => live && setState('loaded'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      declaration.remove();
    };
  }, [lang]);
  return { placeholder, state };
}
