import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { ADMIN_SCREENS } from './admin-screens';

/** The screens as links (each screen has its own address), scrolling sideways on a phone. */
export function AdminTabs() {
  return (
    <nav aria-label="Console screens" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.slug}>
            <NavLink
              to={`/admin/${screen.slug}`}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive && 'bg-background text-foreground shadow-sm',
                )
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
