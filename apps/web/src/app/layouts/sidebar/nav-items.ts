import {
  BookmarkIcon,
  BotIcon,
  HomeIcon,
  LayersIcon,
  ListChecksIcon,
  RadioTowerIcon,
  SettingsIcon,
  ShieldCheckIcon,
  TagIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon; requiresLogin: boolean };

/** Desktop sidebar, in the order of spec section 2 "Navigation". */
export const DESKTOP_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon, requiresLogin: false },
  { label: 'Signals', to: '/signals', icon: RadioTowerIcon, requiresLogin: true },
  { label: 'Agent Hub', to: '/agent', icon: BotIcon, requiresLogin: true },
  { label: 'Stacks', to: '/stacks', icon: LayersIcon, requiresLogin: true },
  { label: 'Network', to: '/network', icon: UsersIcon, requiresLogin: true },
  { label: 'Subscribe to', to: '/subscribed-lists', icon: ListChecksIcon, requiresLogin: true },
  { label: 'Bookmarks', to: '/saved-feeds', icon: BookmarkIcon, requiresLogin: true },
  { label: 'Pricing', to: '/pricing', icon: TagIcon, requiresLogin: false },
  { label: 'Settings', to: '/settings', icon: SettingsIcon, requiresLogin: true },
];

/** Mobile menu: no Network or Pricing; Home leads to the feed (spec section 2). */
export const MOBILE_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/signals', icon: HomeIcon, requiresLogin: true },
  { label: 'Insights', to: '/agent', icon: BotIcon, requiresLogin: true },
  { label: 'Stacks', to: '/stacks', icon: LayersIcon, requiresLogin: true },
  { label: 'Subscribe to', to: '/subscribed-lists', icon: ListChecksIcon, requiresLogin: true },
  { label: 'Bookmarks', to: '/saved-feeds', icon: BookmarkIcon, requiresLogin: true },
  { label: 'Settings', to: '/settings', icon: SettingsIcon, requiresLogin: true },
];

/** The operators' console (issue 16): listed last, in the sidebar and the menu, for admins only. */
export const ADMIN_NAV_ITEM: NavItem = {
  label: 'Admin console',
  to: '/admin',
  icon: ShieldCheckIcon,
  requiresLogin: true,
};
