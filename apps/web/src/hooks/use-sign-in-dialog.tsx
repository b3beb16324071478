import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The dialog (forms, steps, the auth library) loads the first time it opens, not with the app.
const SignInDialog = lazy(() =>
  import('@/components/auth/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

export type SignInDialogOptions = {
  mode?: 'signin' | 'signup';
  /** Where a successful sign-in lands; /signals when left out (spec section 2). */
  redirectTo?: string;
};

type SignInDialogContextValue = { open: (options?: SignInDialogOptions) => void };

const SignInDialogContext = createContext<SignInDialogContextValue | null>(null);

/**
 * One sign-in dialog for the whole app: any screen that needs a logged-in visitor (search,
 * 'Your Feeds', quarterly analysis…) calls `useSignInDialog().open()`.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [redirectTo, setRedirectTo] = useState<string>();

  const value = useMemo<SignInDialogContextValue>(
    () => ({
      open: (options = {}) => {
        setMode(options.mode ?? 'signin');
        setRedirectTo(options.redirectTo);
        setEverOpened(true);
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <SignInDialogContext.Provider value={value}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={setOpen}
            mode={mode}
            onModeChange={setMode}
            redirectTo={redirectTo}
          />
        </Suspense>
      ) : null}
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): SignInDialogContextValue {
  const value = useContext(SignInDialogContext);
  if (!value) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>.');
  return value;
}
