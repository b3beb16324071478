import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { toast } from '@/lib/toast';
import { navigateTo } from '@/lib/app-navigation';
import { currentUserKey, fetchOrCreateUser } from '@/lib/current-user';

export type SessionUser = { id: string; name: string; email: string };

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

export type SessionContextValue = Session & {
  /**
   * Whether sign-in exists. While false, guarded routes stay open to everyone: the route guard
   * only redirects when there is a sign-in page that can actually sign the visitor in.
   */
  authAvailable: boolean;
  /** Logout: signs out, clears the user's cached data, toasts and goes to /signals. */
  signOut: () => Promise<void>;
};

/** Spec section 4: auth events in the first 100 ms after mount are ignored (the start check covers them). */
export const STARTUP_EVENT_GRACE_MS = 100;

const LOGGED_OUT: SessionContextValue = {
  status: 'unauthenticated',
  user: null,
  authAvailable: false,
  signOut: async () => {},
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Re-reads the session now (after a sign-in, sign-up or two-factor step) and resolves once the
 * provider shows the result, so the caller can navigate into guarded routes without a bounce.
 */
const RefreshContext = createContext<() => Promise<void>>(async () => {});

/**
 * Drops every cached answer that belongs to the user (the backend record, bookmarks, saved
 * searches, the personal feed…): their keys carry the user id. Public data (the daily feed,
 * project metadata) stays cached.
 */
export function clearUserData(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey).includes(JSON.stringify(userId)),
  });
}

type SessionUserPayload = { id: string; name?: string | null; email: string };

function toSessionUser(user: SessionUserPayload): SessionUser {
  return { id: user.id, email: user.email, name: user.name ?? '' };
}

// The better-auth client (~21 kB gzip) is loaded on demand: the start-up check is a plain
// request, so the landing page does not wait for (or download) the auth library.
const loadAuthClient = () => import('@/lib/auth-client').then((module) => module.authClient);

/** better-auth's GET /api/auth/get-session: `{ session, user }`, or null when signed out. */
async function readSessionUser(): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`get-session answered ${response.status}`);
  const body = (await response.json()) as { user?: SessionUserPayload } | null;
  return body?.user ? toSessionUser(body.user) : null;
}

/**
 * The session state and how it changes: `apply` shows a user (or none), dropping the previous
 * user's cached data; `load` reads the session from the server, one read at a time.
 */
function useSessionState() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  const inFlight = useRef<Promise<void> | null>(null);
  const userIdRef = useRef<string | null>(null);

  const apply = useCallback(
    async (user: SessionUser | null) => {
      const previousId = userIdRef.current;
      if (previousId && previousId !== user?.id) clearUserData(queryClient, previousId);
      userIdRef.current = user?.id ?? null;
      if (!user) {
        setSession({ status: 'unauthenticated', user: null });
        return;
      }
      try {
        await queryClient.fetchQuery({
          queryKey: currentUserKey(user.id),
          queryFn: ({ signal }) => fetchOrCreateUser(user, signal),
        });
      } catch {
        // Spec section 4: a failed user fetch warns, but the session still counts as loaded.
        toast.warning('Warning', { description: 'Failed to fetch user data' });
      }
      setSession({ status: 'authenticated', user });
    },
    [queryClient],
  );

  const load = useCallback((): Promise<void> => {
    // One check at a time: a sign-in both fires the auth event and asks for a refresh.
    if (inFlight.current) return inFlight.current;
    const run = (async () => {
      try {
        await apply(await readSessionUser());
      } catch {
        await apply(null);
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [apply]);

  return { session, apply, load };
}

/** Logout: signs out, toasts, leaves for /signals, then clears the session. */
function useSignOut(apply: (user: SessionUser | null) => Promise<void>) {
  // While logout runs it owns the order of events (leave the page, then clear): the sign-out
  // call's own auth event must not clear the session early.
  const signingOut = useRef(false);
  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      const { error } = await (await loadAuthClient()).signOut();
      if (error) throw new Error(error.message ?? 'Sign-out failed');
      toast.success('Logged out successfully', {
        description: 'You have been logged out of your account',
      });
      // Leave first, then clear: cleared while still on a guarded page, that page's guard would
      // send the visitor to its own redirect (/ for /settings) instead of /signals.
      await navigateTo('/signals');
      await apply(null);
    } catch {
      toast.error('Logout failed', {
        description: 'There was a problem logging you out. Please try again.',
      });
    } finally {
      signingOut.current = false;
    }
  }, [apply]);
  return { signOut, signingOut };
}

/** Checks the session on mount, then again on every better-auth auth event. */
function useAuthEvents(load: () => Promise<void>, signingOut: RefObject<boolean>) {
  useEffect(() => {
    const mountedAt = Date.now();
    let unbind: (() => void) | undefined;
    let unmounted = false;
    void load();
    // better-auth flips this signal after sign-in, sign-up, sign-out and two-factor calls. Any
    // such call loads the client first, so listening once it has loaded misses nothing.
    void loadAuthClient().then((client) => {
      if (unmounted) return;
      unbind = client.$store.atoms.$sessionSignal?.listen(() => {
        if (Date.now() - mountedAt < STARTUP_EVENT_GRACE_MS || signingOut.current) return;
        void load();
      });
    });
    return () => {
      unmounted = true;
      unbind?.();
    };
  }, [load, signingOut]);
}

/** The real session, from better-auth's cookie session plus the backend user record. */
function useAuthSession(): [SessionContextValue, () => Promise<void>] {
  const { session, apply, load } = useSessionState();
  const { signOut, signingOut } = useSignOut(apply);
  useAuthEvents(load, signingOut);
  const value = useMemo<SessionContextValue>(
    () => ({ ...session, authAvailable: true, signOut }),
    [session, signOut],
  );
  return [value, load];
}

/** The app's real session (better-auth cookie session plus the backend user record). */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const [value, refresh] = useAuthSession();
  return (
    <RefreshContext.Provider value={refresh}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </RefreshContext.Provider>
  );
}

/**
 * A fixed session, for tests and isolated renders: logged out without sign-in unless `value`
 * says otherwise. The app itself mounts <AuthSessionProvider>.
 */
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

export function useRefreshSession(): () => Promise<void> {
  return useContext(RefreshContext);
}
