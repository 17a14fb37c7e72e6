import type { LucideIcon } from 'lucide-react';
import {
  Bell, Boxes, Camera, Captions, Compass, Crosshair, FileSearch, GitBranch, Globe2, Keyboard, Languages,
  LayoutDashboard, Library, MapPin, NotebookPen, Plug, Repeat, Share2, ShieldCheck, Shuffle, Users, Video,
} from 'lucide-react';
import { CAPABILITY_ICONS, type Capability } from '../../lib/catalogue/capabilities';

/**
 * Spec 000 section 2: browse has 5 cards; investigate, monitor and create 6 each plus an intro.
 * `details`: the two close-ups of the capability's screen shown beside the cards, as named in
 * scripts/media/generate-product-screens.ts (DETAILS), captioned in solution.json `shots.*.details`.
 */
export const CAPABILITY_CARDS: Record<Capability, { icon: LucideIcon; cards: LucideIcon[]; intro: boolean; details: readonly [string, string] }> = {
  browse: { icon: CAPABILITY_ICONS.browse, cards: [ShieldCheck, Boxes, NotebookPen, Camera, Keyboard], intro: false, details: ['attribution', 'notebook'] },
  investigate: { icon: CAPABILITY_ICONS.investigate, cards: [FileSearch, Shuffle, MapPin, Plug, Video, Languages], intro: true, details: ['graph', 'map'] },
  monitor: { icon: CAPABILITY_ICONS.monitor, cards: [Repeat, Bell, LayoutDashboard, Library, Share2, Globe2], intro: true, details: ['alerts', 'timeline'] },
  create: { icon: CAPABILITY_ICONS.create, cards: [GitBranch, Crosshair, Compass, Users, Captions, Share2], intro: true, details: ['blocks', 'preview'] },
};
