import { useEffect } from 'react';
import { PROVIDERS_META, type ProviderKey } from './providers';

/** Providers the current document's CSP allows (written by the build next to the policy). */
export function documentProviders(): Set<string> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PROVIDERS_META}"]`);
  return new Set((meta?.content ?? '').split(/\s+/).filter(Boolean));
}

/**
 * A page reached by client-side navigation still runs under the CSP of the first document. When
 * it needs a third party that policy does not allow, the page is loaded afresh with its own policy.
 */
export function useRequireProviders(needed: readonly ProviderKey[]): void {
  const key = needed.join(' ');
  useEffect(() => {
    if (!key) return;
    const allowed = documentProviders();
    if (key.split(' ').some((p) => !allowed.has(p))) window.location.reload();
  }, [key]);
}

/**
 * Whether this document's CSP lacks a provider the page needs. Never on the server, and never for
 * the document's own first page (its policy was built for it; reloading could not help).
 */
export function lacksProviders(needed: readonly ProviderKey[] | undefined, firstPage: boolean): boolean {
  if (typeof document === 'undefined' || firstPage || !needed?.length) return false;
  const allowed = documentProviders();
  return needed.some((provider) => !allowed.has(provider));
}
