import { CalendarDays, FlaskConical, Newspaper } from 'lucide-react';

/** Spec 000 section 2: icon by category: event or events, research, otherwise generic. */
export function CategoryIcon({ category, className }: { category: string | null; className?: string }) {
  const key = (category ?? '').toLowerCase();
  const Icon = key === 'event' || key === 'events' ? CalendarDays : key === 'research' ? FlaskConical : Newspaper;
  return <Icon className={className} aria-hidden="true" size={18} />;
}
