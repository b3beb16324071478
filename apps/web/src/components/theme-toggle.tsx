import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTheme, type ThemePreference } from '@/hooks/use-theme';
import { ThemeIcon } from './theme-icon';

// The menu (Radix dropdown, popper) is not needed to paint the page: it loads right after the
// first render, and until then an identical button stands in (ADR 044).
const ThemeMenu = lazy(() =>
  import('./theme-menu').then((module) => ({ default: module.ThemeMenu })),
);

const labels: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The theme button of the top bars and the sidebar: light, dark or the system's choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const [openRequested, setOpenRequested] = useState(false);
  return (
    <Suspense
      fallback={
        <ThemeButtonStandIn className={className} onOpenRequest={() => setOpenRequested(true)} />
      }
    >
      <ThemeMenu className={className} defaultOpen={openRequested} />
    </Suspense>
  );
}

/** Looks and reads like the menu's trigger; a press (as Radix takes it) opens the menu once loaded. */
function ThemeButtonStandIn({
  className,
  onOpenRequest,
}: {
  className?: string;
  onOpenRequest: () => void;
}) {
  const { theme } = useTheme();
  // The snapshot was rendered without the saved theme (useHydrated).
  const shown = useHydrated() ? theme : 'system';
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) onOpenRequest();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) onOpenRequest();
  };
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label={`Theme: ${labels[shown]}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      <ThemeIcon />
    </Button>
  );
}
