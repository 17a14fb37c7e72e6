import type { LucideIcon } from 'lucide-react';
import {
  AppWindow,
  Building2,
  Compass,
  Crosshair,
  Globe2,
  Handshake,
  Layers,
  Radar,
  Search,
  Shield,
  ShieldCheck,
  Sparkles,
  Users,
  Briefcase,
  Newspaper,
  BookOpen,
  Lightbulb,
  LockKeyhole,
  Workflow,
} from 'lucide-react';

export type PanelKey = 'solution' | 'industries' | 'company' | 'hub';

export interface NavLink {
  /** Unprefixed internal path. */
  to: string;
  /** Key under nav.<panel>; the mega menu's line under it is <labelKey>Text. */
  labelKey: string;
  icon: LucideIcon;
}

export interface NavPanel {
  key: PanelKey;
  links: NavLink[];
}

/** Menu structure of spec 000 section 2 (Header); labels come from the common namespace. */
export const NAV_PANELS: readonly NavPanel[] = [
  {
    key: 'solution',
    links: [
      { to: '/solution', labelKey: 'overview', icon: Layers },
      { to: '/solution/browse', labelKey: 'browse', icon: AppWindow },
      { to: '/solution/investigate', labelKey: 'investigate', icon: Search },
      { to: '/solution/monitor', labelKey: 'monitor', icon: Radar },
      { to: '/solution/create', labelKey: 'create', icon: Workflow },
    ],
  },
  {
    key: 'industries',
    links: [
      { to: '/industries', labelKey: 'overview', icon: Compass },
      { to: '/industries/public-safety', labelKey: 'publicSafety', icon: ShieldCheck },
      { to: '/industries/national-security', labelKey: 'nationalSecurity', icon: Globe2 },
      { to: '/industries/defense', labelKey: 'defense', icon: Crosshair },
      { to: '/industries/corporate', labelKey: 'corporate', icon: Building2 },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', labelKey: 'about', icon: Sparkles },
      { to: '/about/leadership', labelKey: 'leadership', icon: Users },
      { to: '/about/partners', labelKey: 'partners', icon: Handshake },
      { to: '/about/company-culture', labelKey: 'culture', icon: Shield },
      { to: '/trust', labelKey: 'trust', icon: LockKeyhole },
      { to: '/careers', labelKey: 'careers', icon: Briefcase },
      { to: '/brand/newsroom', labelKey: 'newsroom', icon: Newspaper },
    ],
  },
  {
    key: 'hub',
    links: [
      { to: '/hub', labelKey: 'all', icon: BookOpen },
      { to: '/use-cases', labelKey: 'useCases', icon: Lightbulb },
    ],
  },
];

/** Spec: hub panel shows 4 posts with 120-character excerpts on desktop, 3 with 140 on mobile. */
export const HUB_PANEL = {
  desktop: { posts: 4, excerpt: 120 },
  mobile: { posts: 3, excerpt: 140 },
} as const;
