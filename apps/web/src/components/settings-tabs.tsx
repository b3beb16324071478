import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

// Shared by the settings feature (/settings) and the integrations feature
// (/settings/integrations): the two pages of Settings, each at its own address.
const SETTINGS_PAGES = [
  { to: '/settings', label: 'Account' },
  { to: '/settings/integrations', label: 'Alerts & integrations' },
] as const;

/** The settings pages as links, scrolling sideways on a phone if they ever outgrow it. */
export function SettingsTabs() {
  return (
    <nav aria-label="Settings pages" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive && 'bg-background text-foreground shadow-sm',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
