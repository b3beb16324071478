import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { AccountButton } from './account-button';
import { DESKTOP_NAV } from './nav-items';
import { useNavItems } from './use-nav-items';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebar-state';
import { SidebarNavLink } from './sidebar-nav-link';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcut = isMac ? '⌘B' : 'Ctrl+B';

/** Desktop (≥768px) sidebar: expanded 13.5rem or icon-only 3rem, toggled by button or Ctrl/Cmd+B. */
export function AppSidebar() {
  const { open, toggle } = useSidebar();
  const navItems = useNavItems(DESKTOP_NAV);
  const collapsed = !open;
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;

  return (
    <>
      {/* Reserves the sidebar's width in the page flow; the sidebar itself is fixed. */}
      <div
        aria-hidden="true"
        className="hidden shrink-0 transition-[width] duration-200 md:block"
        style={{ width }}
      />
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className="fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex"
        style={{ width }}
      >
        <div
          className={cn(
            'flex h-14 items-center gap-2 px-2',
            collapsed && 'flex-col justify-center gap-1 h-auto py-2',
          )}
        >
          <Link
            to="/signals"
            className="flex min-w-0 items-center rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandLogo showName={!collapsed} />
          </Link>
          <SidebarToggle open={open} onToggle={toggle} />
        </div>
        <nav
          aria-label="Main"
          className={cn('flex-1 overflow-y-auto py-2', collapsed ? 'px-1.5' : 'px-2')}
        >
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <SidebarNavLink item={item} collapsed={collapsed} />
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={cn(
            'flex flex-col gap-2 border-t border-sidebar-border p-2',
            collapsed && 'items-center px-1.5',
          )}
        >
          <ThemeToggle />
          <AccountButton collapsed={collapsed} />
        </div>
      </aside>
    </>
  );
}

/** Collapse or expand, with the keyboard shortcut in its tooltip. */
function SidebarToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const toggleLabel = open ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggle}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls="app-sidebar"
          aria-keyshortcuts="Control+B Meta+B"
          className={cn(open && 'ml-auto')}
        >
          {open ? (
            <PanelLeftCloseIcon aria-hidden="true" />
          ) : (
            <PanelLeftOpenIcon aria-hidden="true" />
          )}
        </Button>
      </TooltipTrigger>
      <TooltipContent side="right">
        {toggleLabel} ({shortcut})
      </TooltipContent>
    </Tooltip>
  );
}
