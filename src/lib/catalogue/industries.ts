import type { LucideIcon } from 'lucide-react';
import { Building2, Crosshair, Globe2, ShieldCheck } from 'lucide-react';
import type { UseCaseTopic } from '../../content/page-data/use-case-lists';
import type { Capability } from './capabilities';

/**
 * The four industries in the spec's order, with their locale key, icon and the product screen
 * closest to their work (events board, managed-attribution browsing, a sector query, a seller's network).
 */
export const INDUSTRIES: ReadonlyArray<{ topic: UseCaseTopic; key: string; icon: LucideIcon; screen: Capability }> = [
  { topic: 'public-safety', key: 'publicSafety', icon: ShieldCheck, screen: 'monitor' },
  { topic: 'national-security', key: 'nationalSecurity', icon: Globe2, screen: 'browse' },
  { topic: 'defense', key: 'defense', icon: Crosshair, screen: 'create' },
  { topic: 'corporate', key: 'corporate', icon: Building2, screen: 'investigate' },
];

export function industryOf(topic: string) {
  return INDUSTRIES.find((i) => i.topic === topic) ?? null;
}
