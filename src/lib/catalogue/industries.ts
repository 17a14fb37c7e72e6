import type { LucideIcon } from 'lucide-react';
import { Building2, Crosshair, Globe2, ShieldCheck } from 'lucide-react';
import type { UseCaseTopic } from '../../content/page-data/use-case-lists';

/** The four industries in the spec's order, with their locale key and icon. */
export const INDUSTRIES: ReadonlyArray<{ topic: UseCaseTopic; key: string; icon: LucideIcon }> = [
  { topic: 'public-safety', key: 'publicSafety', icon: ShieldCheck },
  { topic: 'national-security', key: 'nationalSecurity', icon: Globe2 },
  { topic: 'defense', key: 'defense', icon: Crosshair },
  { topic: 'corporate', key: 'corporate', icon: Building2 },
];

export function industryOf(topic: string) {
  return INDUSTRIES.find((i) => i.topic === topic) ?? null;
}
