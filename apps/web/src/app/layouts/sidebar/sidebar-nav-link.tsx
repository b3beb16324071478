import { NavLink } from 'react-router';
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
  const link = (
    <NavLink
      to={to ?? item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
          collapsed && 'w-9 justify-center px-0',
        )
      }
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
