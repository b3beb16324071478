import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SiteFooter } from '@/components/site-footer';
import { ThemeToggle } from '@/components/theme-toggle';
import { DemoImportBanner } from '@/features/demo-import/components/demo-import-banner';
import { Button } from '@/components/ui/button';
import { publicNav } from '@/content/marketing';
import { useSession } from '@/hooks/use-session';
import { cn } from '@/lib/cn';
import { NavigationProgress } from './navigation-progress';
import { PublicMobileMenu } from './public-mobile-menu';
import { SkipLink } from './skip-link';

/** Landing, pricing, team and 404: a top bar instead of the sidebar (spec section 2). */
export function PublicLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <DemoImportBanner />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
          <PublicMobileMenu />
          <Link
            to="/"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandLogo />
          </Link>
          <nav aria-label="Main" className="ml-auto hidden sm:block">
            <ul className="flex items-center gap-1">
              {publicNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        isActive && 'text-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2 sm:ml-0">
            <ThemeToggle />
            {session.status === 'authenticated' ? (
              <Button asChild size="sm">
                <Link to="/signals">Open app</Link>
              </Button>
            ) : (
              <Button asChild size="sm" variant="outline">
                <Link to="/signin">Sign up/Login</Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
