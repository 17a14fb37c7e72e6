import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnheadProvider as ServerHeadProvider } from '@unhead/react/server';
import { serverHeadFor } from './server-heads';

/**
 * Server: a fresh unhead per prerendered path. Browser: nothing to provide, the head follows
 * navigation through deferred-head.ts.
 */
export function HeadProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (import.meta.env.SSR) {
    return <ServerHeadProvider value={serverHeadFor(pathname) as Parameters<typeof ServerHeadProvider>[0]['value']}>{children}</ServerHeadProvider>;
  }
  return children;
}
