import { NavLink, useMatch, useResolvedPath } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

type SidebarNavLinkProps = {
  item: NavItem;
  /** Icon-only: the label becomes a tooltip (and stays the link's accessible name). */
  collapsed: boolean;
  /** Where to go instead (e.g. /signin for a login-only item while logged out). */
  to?: string;
  onNavigate?: () => void;
};

export function SidebarNavLink({ item, collapsed, to, onNavigate }: SidebarNavLinkProps) {
  const Icon = item.icon;
  const target = to ?? item.to;
  const end = item.to === '/';
  // A string className, not NavLink's function form: the tooltip trigger (Radix Slot) merges
  // classNames as strings and would stringify the function.
  const isActive = useMatch({ path: useResolvedPath(target).pathname, end }) !== null;
  const link = (
    <NavLink
      to={target}
      end={end}
      onClick={onNavigate}
      className={cn(
        'flex h-9 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}
