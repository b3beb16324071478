import { useLocation, useSearchParams } from 'react-router';
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

/** /signin (spec section 2): the full-page sign-in / sign-up; `?mode=signup` opens sign-up. */
export default function SignInPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';

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
