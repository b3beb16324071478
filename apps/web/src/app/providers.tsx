import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthSessionProvider } from '@/hooks/use-session';
import { SignInDialogProvider } from '@/hooks/use-sign-in-dialog';
import { ThemeProvider } from '@/hooks/use-theme';
import { createQueryClient } from '@/lib/query-client';
import { handleAuthError } from './auth-error-handler';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(handleAuthError));
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthSessionProvider>
          <SignInDialogProvider>
            {children}
            <Toaster />
          </SignInDialogProvider>
        </AuthSessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
