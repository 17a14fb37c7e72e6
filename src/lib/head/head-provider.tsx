import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnheadProvider as ClientHeadProvider, createHead as createClientHead } from '@unhead/react/client';
import { UnheadProvider as ServerHeadProvider } from '@unhead/react/server';
import { serverHeadFor } from './server-heads';

let clientHead: ReturnType<typeof createClientHead> | undefined;

/** Server: a fresh head per prerendered path. Browser: one head that follows navigation. */
export function HeadProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (import.meta.env.SSR) {
    return <ServerHeadProvider value={serverHeadFor(pathname) as Parameters<typeof ServerHeadProvider>[0]['value']}>{children}</ServerHeadProvider>;
  }
  clientHead ??= createClientHead();
  return <ClientHeadProvider value={clientHead}>{children}</ClientHeadProvider>;
}
