import type { LucideIcon } from 'lucide-react';
import { AppWindow, Radar, Search, Workflow } from 'lucide-react';

/** The four capabilities of the platform, in the spec's order; names stay English in every language. */
export const CAPABILITIES = ['browse', 'investigate', 'monitor', 'create'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export function isCapability(value: string | undefined): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value ?? '');
}

/** One icon per capability, shared by the platform page, capability headers and the home page. */
export const CAPABILITY_ICONS: Record<Capability, LucideIcon> = {
  browse: AppWindow,
  investigate: Search,
  monitor: Radar,
  create: Workflow,
};
