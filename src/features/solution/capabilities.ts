import type { LucideIcon } from 'lucide-react';
import {
  AppWindow, Bell, Boxes, Camera, Captions, Compass, Crosshair, FileSearch, GitBranch, Globe2, Keyboard, Languages,
  LayoutDashboard, Library, MapPin, NotebookPen, Plug, Radar, Repeat, Search, Share2, ShieldCheck, Shuffle, Users, Video, Workflow,
} from 'lucide-react';

export const CAPABILITIES = ['browse', 'investigate', 'monitor', 'create'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export function isCapability(value: string | undefined): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value ?? '');
}

/** Spec 000 section 2: browse has 5 cards; investigate, monitor and create 6 each plus an intro. */
export const CAPABILITY_CARDS: Record<Capability, { icon: LucideIcon; cards: LucideIcon[]; intro: boolean }> = {
  browse: { icon: AppWindow, cards: [ShieldCheck, Boxes, NotebookPen, Camera, Keyboard], intro: false },
  investigate: { icon: Search, cards: [FileSearch, Shuffle, MapPin, Plug, Video, Languages], intro: true },
  monitor: { icon: Radar, cards: [Repeat, Bell, LayoutDashboard, Library, Share2, Globe2], intro: true },
  create: { icon: Workflow, cards: [GitBranch, Crosshair, Compass, Users, Captions, Share2], intro: true },
};
