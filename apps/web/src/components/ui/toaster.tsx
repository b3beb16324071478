import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/hooks/use-theme';

/** Spec section 9: toasts sit bottom-right in a region labelled 'Notifications', Alt+T focuses it. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans',
        },
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
    />
  );
}
