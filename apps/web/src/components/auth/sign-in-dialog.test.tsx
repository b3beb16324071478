import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlow } from './auth-flow';
import { AuthTestProviders, createAuthClientMock, SIGNED_IN, SIGNED_OUT } from './auth-test-utils';
import { RESEND_COOLDOWN_SECONDS, WELCOME_PATH } from './use-resend-link';
import type { AuthMode } from './credentials-form';
import { SignInDialog } from './sign-in-dialog';

const authClient = vi.hoisted(() => ({ current: null as unknown }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
const navigateTo = vi.hoisted(() => vi.fn());

vi.mock('@/lib/auth-client', () => ({
  get authClient() {
    return authClient.current;
  },
}));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/lib/app-navigation', () => ({ navigateTo }));

let client: ReturnType<typeof createAuthClientMock>;

/** The API's index (`GET /api`) of a server with Google sign-in configured or not. */
function serverWithGoogle(google: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(String(url), 'http://localhost').pathname === '/api'
        ? Response.json({
            name: 'GitSignals API',
            version: '0.1.0',
            links: { docs: '/api/docs', openapi: '/api/docs/json', health: '/api/health' },
            signIn: { google },
          })
        : Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
    ),
  );
}

beforeEach(() => {
  client = createAuthClientMock();
  authClient.current = client;
  vi.clearAllMocks();
  serverWithGoogle(true);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ initialMode = 'signin' }: { initialMode?: AuthMode }) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <>
      <p>dialog {open ? 'open' : 'closed'}</p>
      <SignInDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />
    </>
  );
}

function renderDialog(initialMode?: AuthMode) {
  render(
    <AuthTestProviders>
      <Harness initialMode={initialMode} />
    </AuthTestProviders>,
  );
}

describe('SignInDialog', () => {
  it('shows the sign-in mode texts and switches to sign-up', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back to GitSignals' });
    expect(dialog).toHaveTextContent('Sign in to your account');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Or sign in with email');
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Don't have an account?");

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('dialog', { name: 'Sign up for GitSignals' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.getByText('Or sign up with email')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Create a password');
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog('signup');
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Name is required for sign up.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(client.signUp.email).not.toHaveBeenCalled();
  });

  it("toasts 'Invalid credentials' for a wrong password and keeps the form", async () => {
    const user = userEvent.setup();
    client.signIn.email.mockResolvedValue({
      data: null,
      error: {
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      },
    });
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid credentials', {
        description: 'Please check your email and password and try again.',
      }),
    );
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("names other sign-in failures 'Sign-in error' with the server's message", async () => {
    const user = userEvent.setup();
    client.signIn.email.mockResolvedValue({
      data: null,
      error: { status: 429, message: 'Too many requests. Please try again later.' },
    });
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sign-in error', {
        description: 'Too many requests. Please try again later.',
      }),
    );
  });

  it('cannot be closed with Escape while the request runs', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    client.signIn.email.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The spinner is decorative: the button keeps its name and says it is busy.
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('dialog open')).toBeInTheDocument();

    answer({ data: null, error: { status: 401 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it('keeps focus on the busy Sign In button and ignores a second press', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    client.signIn.email.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await user.click(signIn);
    // Inert but still focused: a disabled button would drop keyboard focus to the page body.
    expect(signIn).toHaveAttribute('aria-busy', 'true');
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    expect(signIn).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('readonly');
    await user.click(signIn);
    await user.keyboard('{Enter}');
    expect(client.signIn.email).toHaveBeenCalledTimes(1);

    answer({ data: null, error: { status: 401 } });
    await waitFor(() => expect(signIn).not.toHaveAttribute('aria-disabled'));
    expect(signIn).toHaveFocus();
  });

  it('asks for the 6-digit code after twoFactorRedirect and keeps the step on a wrong code', async () => {
    const user = userEvent.setup();
    client.signIn.email.mockResolvedValue({ data: { twoFactorRedirect: true }, error: null });
    client.twoFactor.verifyTotp
      .mockResolvedValueOnce({ data: null, error: { status: 401, message: 'Invalid code' } })
      .mockResolvedValueOnce({ data: { token: 't' }, error: null });
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The step's heading names the dialog and takes the focus from the vanished Sign In button.
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    expect(dialog).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/signals', { replace: true }));
    expect(client.twoFactor.verifyTotp).toHaveBeenLastCalledWith({ code: '654321' });
  });

  it('shows no Google button (nor its "or") when the server has no Google client', async () => {
    serverWithGoogle(false);
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back to GitSignals' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api', expect.anything()));
    // Give the answer its render, then check what a user sees: the e-mail form alone.
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(dialog).not.toHaveTextContent('Or sign in with email');
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
  });

  it('toasts the Google error when the Google sign-in fails', async () => {
    const user = userEvent.setup();
    client.signIn.social.mockResolvedValue({ data: null, error: { status: 404, message: 'x' } });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error signing in with Google', {
        description: 'Failed to connect to Google authentication service.',
      }),
    );
  });
});

describe('AuthFlow sign-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it("answers 'Check your inbox' and signs nobody in: the e-mailed link does", async () => {
    const user = userEvent.setup();
    client.signUp.email.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    renderDialog('signup');
    await fillSignUp(user);

    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(dialog).toHaveAccessibleDescription(
      'We sent a link to ada@example.com. Open it to finish signing up.',
    );
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(client.signUp.email).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret-pass',
      callbackURL: WELCOME_PATH,
    });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('offers a new link only after a wait, and answers the same whatever the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      client.signUp.email.mockResolvedValue({ data: { token: null, user: {} }, error: null });
      renderDialog('signup');
      await fillSignUp(user);
      const resend = await screen.findByRole('button', { name: /Send a new link/ });
      expect(resend).toHaveAttribute('aria-disabled', 'true');
      await user.click(resend);
      expect(client.sendVerificationEmail).not.toHaveBeenCalled();

      await act(async () => vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send a new link' })).not.toHaveAttribute(
          'aria-disabled',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Send a new link' }));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Link sent', {
          description:
            'If this address is still waiting to be confirmed, a new link is on its way.',
        }),
      );
      expect(client.sendVerificationEmail).toHaveBeenCalledWith({
        email: 'ada@example.com',
        callbackURL: WELCOME_PATH,
      });
      expect(screen.getByRole('button', { name: /Send a new link \(in 30 s\)/ })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('points at the development outbox when this server keeps e-mails there', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/api/dev/outbox/status')
          ? Response.json({ available: true })
          : Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
      ),
    );
    client.signUp.email.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    renderDialog('signup');
    await fillSignUp(user);
    const link = await screen.findByRole('link', { name: 'development outbox' });
    expect(link).toHaveAttribute('href', '/dev/outbox');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says nothing of an outbox when the server sends real e-mail', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/api/dev/outbox/status')
          ? Response.json({ available: false })
          : Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
      ),
    );
    client.signUp.email.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    renderDialog('signup');
    await fillSignUp(user);
    await screen.findByRole('button', { name: /Send a new link/ });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'development outbox' })).not.toBeInTheDocument();
  });

  it("goes back to sign-in from 'Check your inbox'", async () => {
    const user = userEvent.setup();
    client.signUp.email.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    renderDialog('signup');
    await fillSignUp(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back to GitSignals' })).toBeInTheDocument();
  });

  it("sends a sign-in to an unconfirmed address to 'Check your inbox' (a new link went out)", async () => {
    const user = userEvent.setup();
    client.signIn.email.mockResolvedValue({
      data: null,
      error: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });
    renderDialog();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('the link lands on the category step: needs a category, then saves and lands on /signals', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        if (String(url).endsWith('/projects/metadata')) {
          return Response.json({
            projects_by_category: { DEX: ['Uniswap', 'Curve'], Lending: ['Aave'] },
            networks: [],
          });
        }
        puts.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 'user-1' });
      }),
    );
    render(
      <AuthTestProviders session={SIGNED_IN}>
        <AuthFlow
          mode="signin"
          onModeChange={() => {}}
          initialStep="categories"
          header={() => <h1>Sign in</h1>}
          stepHeader={({ title, description }) => (
            <div>
              <h1>{title}</h1>
              <p>{description}</p>
            </div>
          )}
        />
      </AuthTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'What are you interested in?' })).toBeVisible();
    expect(screen.getByText('This will customize your new home feed')).toBeVisible();
    expect(navigateTo).not.toHaveBeenCalled();
    const meet = await screen.findByRole('button', { name: 'Meet your home feed' });
    await waitFor(() => expect(meet).toBeEnabled());
    await user.click(meet);
    expect(toast.error).toHaveBeenCalledWith('No categories selected', {
      description: 'Please select at least one category to continue',
    });

    await user.click(screen.getByRole('button', { name: /DEX/ }));
    expect(screen.getByRole('button', { name: /DEX/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByLabelText('Subscribe to our email list'));
    await user.click(meet);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/signals', { replace: true }));
    expect(puts).toEqual([
      { projectSubList: ['Curve', 'Uniswap'] },
      { subscribedToEmails: true, emailFrequency: 'weekly' },
    ]);
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session from the category step to the credentials', () => {
    render(
      <AuthTestProviders session={SIGNED_OUT}>
        <AuthFlow
          mode="signin"
          onModeChange={() => {}}
          initialStep="categories"
          header={() => <h1>Sign in form</h1>}
          stepHeader={({ title }) => <h1>{title}</h1>}
        />
      </AuthTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in form' })).toBeVisible();
  });
});
