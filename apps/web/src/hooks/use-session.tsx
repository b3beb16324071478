import { createContext, useContext, type ReactNode } from 'react';

export type SessionUser = { id: string; name: string; email: string };

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

export type SessionContextValue = Session & {
  /**
   * Whether sign-in exists yet. While false, guarded routes stay open to everyone: the route
   * guard only redirects when there is a sign-in page that can actually sign the visitor in.
   */
  authAvailable: boolean;
  signOut: () => Promise<void>;
};

/**
 * The seam for authentication. Sign-in lands in a later issue; until then every visitor is
 * logged out and `authAvailable` is false. The auth issue replaces the provider's value (session
 * check, loading state, sign-out) without touching the guard, the sidebar or any page.
 */
const LOGGED_OUT: SessionContextValue = {
  status: 'unauthenticated',
  user: null,
  authAvailable: false,
  signOut: async () => {},
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  children,
  value = LOGGED_OUT,
}: {
  children: ReactNode;
  value?: SessionContextValue;
}) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
