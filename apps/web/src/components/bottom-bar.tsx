import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Below 1024px: a bar stuck to the bottom of the screen (the search of the home and bookmarks
 * pages, the subscriptions' Update). Put it last in a page wrapped by `bottomBarPageClass`, so it
 * also sits at the bottom when the page is shorter than the screen.
 */
export function BottomBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-4 mt-auto border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6 lg:hidden',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The page wrapper for a BottomBar: at least a screen tall (minus the phone top bar) below lg. */
export const bottomBarPageClass =
  'flex min-h-[calc(100dvh-3.5rem)] flex-col md:min-h-dvh lg:block lg:min-h-0';
