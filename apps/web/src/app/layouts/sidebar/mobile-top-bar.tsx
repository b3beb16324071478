import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { useSession } from '@/hooks/use-session';
import { MenuSheet } from '../menu-sheet';
import { AccountButton } from './account-button';
import { MOBILE_NAV } from './nav-items';
import { useNavItems } from './use-nav-items';
import { useSidebar } from './sidebar-context';
import { SidebarNavLink } from './sidebar-nav-link';

/** Below 768px: a top bar with a 16rem slide-in menu (spec section 2, "Mobile"). */
export function MobileTopBar() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  const session = useSession();
  const navItems = useNavItems(MOBILE_NAV);
  // Spec: tapping a login-only item while logged out goes to /signin (once sign-in exists).
  const mustSignIn = session.status === 'unauthenticated' && session.authAvailable;
  const close = () => setMobileOpen(false);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:hidden">
      <MenuSheet
        open={mobileOpen}
        onOpenChange={setMobileOpen}
        description="Main menu"
        contentClassName="bg-sidebar"
        headerClassName="border-sidebar-border"
      >
        <nav aria-label="Main" className="flex-1 p-2">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.label}>
                <SidebarNavLink
                  item={item}
                  collapsed={false}
                  to={mustSignIn && item.requiresLogin ? '/signin' : undefined}
                  onNavigate={close}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-sidebar-border p-2">
          <AccountButton onNavigate={close} />
        </div>
      </MenuSheet>
      <Link
        to="/signals"
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandLogo />
      </Link>
      <ThemeToggle className="ml-auto" />
    </header>
  );
}
