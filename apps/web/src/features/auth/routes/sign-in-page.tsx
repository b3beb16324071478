import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AFTER_LOGIN_PATH, AuthFlow } from '@/components/auth/auth-flow';
import type { AuthMode } from '@/components/auth/credentials-form';
import { BrandMark } from '@/components/brand-logo';
import { PageTitle } from '@/components/page-title';

const TITLES: Record<AuthMode, string> = {
  signin: 'Sign in to GitSignals',
  signup: 'Sign up for GitSignals',
};

/** The route guard remembers where the visitor was going in `location.state.from`. */
function rememberedPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return AFTER_LOGIN_PATH;
  const from = (state as { from: unknown }).from;
  // Only same-site paths: never let a crafted state send the user to another origin.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return AFTER_LOGIN_PATH;
  }
  return from.startsWith('/signin') ? AFTER_LOGIN_PATH : from;
}

/** The sign-up link failed (better-auth adds ?error=… to where it would have landed). */
export const SIGN_UP_LINK_FAILED = {
  title: 'Link Invalid or Expired',
  description:
    'This sign-up link has expired or was used already. Sign in with your e-mail and password to get a new one.',
};

/**
 * /signin (spec section 2): the full-page sign-in / sign-up; `?mode=signup` opens sign-up.
 * `?welcome=1` is where the sign-up e-mail's link lands, signed in: the interests step.
 */
export default function SignInPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const welcome = params.get('welcome') === '1';
  const linkError = params.get('error');

  useEffect(() => {
    if (!linkError) return;
    toast.error(SIGN_UP_LINK_FAILED.title, { description: SIGN_UP_LINK_FAILED.description });
    setParams({}, { replace: true, state: location.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed link
  }, [linkError]);

  const setMode = (next: AuthMode) =>
    setParams(next === 'signup' ? { mode: 'signup' } : {}, {
      replace: true,
      state: location.state,
    });

  return (
    <div className="flex min-h-full items-start justify-center px-4 py-10 sm:py-16">
      <PageTitle title={mode === 'signup' ? 'Sign up' : 'Sign in'} />
      <div className="w-full max-w-[440px] rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <AuthFlow
          mode={mode}
          initialStep={welcome && !linkError ? 'categories' : 'credentials'}
          onModeChange={setMode}
          redirectTo={rememberedPath(location.state)}
          header={(current) => (
            <div className="grid justify-items-center gap-3 text-center">
              <BrandMark className="size-10" />
              <h1 className="text-2xl font-semibold tracking-tight focus:outline-none">
                {TITLES[current]}
              </h1>
            </div>
          )}
          stepHeader={({ title, description }) => (
            <div className="grid justify-items-center gap-2 text-center">
              <h1 className="text-2xl font-semibold tracking-tight focus:outline-none">{title}</h1>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
          )}
        />
      </div>
    </div>
  );
}
