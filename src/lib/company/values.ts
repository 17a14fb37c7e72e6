import { Flame, HeartHandshake, Users } from 'lucide-react';

/**
 * The company's three core values, in their order, with their icons: the culture page and the
 * about page show the same ones, with the same words (company:culture.values.<key>).
 */
export const COMPANY_VALUES = [
  { key: 'hacker', icon: Flame },
  { key: 'workHard', icon: Users },
  { key: 'familyFirst', icon: HeartHandshake },
] as const;
