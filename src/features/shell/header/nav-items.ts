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
  /** Key under nav.<panel>. */
  labelKey: string;
  textKey: string;
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
      { to: '/solution', labelKey: 'overview', textKey: 'overviewText', icon: Layers },
      { to: '/solution/browse', labelKey: 'browse', textKey: 'browseText', icon: AppWindow },
      { to: '/solution/investigate', labelKey: 'investigate', textKey: 'investigateText', icon: Search },
      { to: '/solution/monitor', labelKey: 'monitor', textKey: 'monitorText', icon: Radar },
      { to: '/solution/create', labelKey: 'create', textKey: 'createText', icon: Workflow },
    ],
  },
  {
    key: 'industries',
    links: [
      { to: '/industries', labelKey: 'overview', textKey: 'overviewText', icon: Compass },
      { to: '/industries/public-safety', labelKey: 'publicSafety', textKey: 'publicSafetyText', icon: ShieldCheck },
      { to: '/industries/national-security', labelKey: 'nationalSecurity', textKey: 'nationalSecurityText', icon: Globe2 },
      { to: '/industries/defense', labelKey: 'defense', textKey: 'defenseText', icon: Crosshair },
      { to: '/industries/corporate', labelKey: 'corporate', textKey: 'corporateText', icon: Building2 },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', labelKey: 'about', textKey: 'aboutText', icon: Sparkles },
      { to: '/about/leadership', labelKey: 'leadership', textKey: 'leadershipText', icon: Users },
      { to: '/about/partners', labelKey: 'partners', textKey: 'partnersText', icon: Handshake },
      { to: '/about/company-culture', labelKey: 'culture', textKey: 'cultureText', icon: Shield },
      { to: '/trust', labelKey: 'trust', textKey: 'trustText', icon: LockKeyhole },
      { to: '/careers', labelKey: 'careers', textKey: 'careersText', icon: Briefcase },
      { to: '/brand/newsroom', labelKey: 'newsroom', textKey: 'newsroomText', icon: Newspaper },
    ],
  },
  {
    key: 'hub',
    links: [
      { to: '/hub', labelKey: 'all', textKey: 'allText', icon: BookOpen },
      { to: '/use-cases', labelKey: 'useCases', textKey: 'useCasesText', icon: Lightbulb },
    ],
  },
];

/** Spec: hub panel shows 4 posts with 120-character excerpts on desktop, 3 with 140 on mobile. */
export const HUB_PANEL = {
  desktop: { posts: 4, excerpt: 120 },
  mobile: { posts: 3, excerpt: 140 },
} as const;
