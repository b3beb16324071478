import { MenuIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { MenuSheetProps } from './menu-sheet';

// The sheet (Radix dialog, focus trap, scroll lock) is not needed to paint a public page: it loads
// right after the first render, and until then an identical menu button stands in (ADR 044).
const MenuSheet = lazy(() =>
  import('./menu-sheet').then((module) => ({ default: module.MenuSheet })),
);

/** `MenuSheet`, loaded after the first paint; a press before it arrives opens it on arrival. */
export function LazyMenuSheet(props: MenuSheetProps) {
  return (
    <Suspense
      fallback={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          className={props.triggerClassName}
          onClick={() => props.onOpenChange(true)}
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      }
    >
      <MenuSheet {...props} />
    </Suspense>
  );
}
