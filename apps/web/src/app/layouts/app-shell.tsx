import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/site-footer';
import { DemoImportBanner } from '@/features/demo-import/components/demo-import-banner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { NavigationProgress } from './navigation-progress';
import { AppSidebar } from './sidebar/app-sidebar';
import { MobileTopBar } from './sidebar/mobile-top-bar';
import { SidebarProvider } from './sidebar/sidebar-context';
import { SkipLink } from './skip-link';

/** Pages with a fixed right-hand panel on wide screens; the footer leaves room for it (spec section 2). */
const RIGHT_PANEL_PATHS = ['/saved-feeds', '/settings'];

/** The signed-in application frame: desktop sidebar, mobile top bar, page, footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const hasRightPanel = RIGHT_PANEL_PATHS.includes(pathname);
  return (
    // The tooltips of the app's pages share one provider (spec section 9's delays); public pages
    // have none at the root so the landing does not load Radix's tooltip (ADR 044).
    <TooltipProvider>
      <SidebarProvider>
        <SkipLink />
        <NavigationProgress />
        <div className="flex min-h-dvh">
          <AppSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <DemoImportBanner />
            <MobileTopBar />
            <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
            <SiteFooter className={cn(hasRightPanel && 'lg:pr-80')} />
          </div>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
