import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthSessionProvider } from '@/hooks/use-session';
import { SignInDialogProvider } from '@/hooks/use-sign-in-dialog';
import { ThemeProvider } from '@/hooks/use-theme';
import { createQueryClient } from '@/lib/query-client';
import { handleAuthError } from './auth-error-handler';

// The toast region (sonner) is not needed to paint: it mounts once its module arrives (ADR 044).
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(handleAuthError));
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthSessionProvider>
          <SignInDialogProvider>
            {children}
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </SignInDialogProvider>
        </AuthSessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
