import { useState } from 'react';
import { Link } from 'react-router';
import { LazyMenuSheet } from './lazy-menu-sheet';
import { publicNav } from '@/content/marketing';

/** Below the `sm` breakpoint the public top bar has no room for its links: they move here. */
export function PublicMobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <LazyMenuSheet
      open={open}
      onOpenChange={setOpen}
      description="Site menu"
      triggerClassName="sm:hidden"
    >
      <nav aria-label="Site" className="p-2">
        <ul className="flex flex-col gap-1">
          {publicNav.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={() => setOpen(false)}
                className="flex h-9 items-center rounded-md px-2.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </LazyMenuSheet>
  );
}
