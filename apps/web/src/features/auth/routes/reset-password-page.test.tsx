import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClientMock, SIGNED_OUT } from '@/components/auth/auth-test-utils';
import { renderWithProviders } from '@/test/render';
import ResetPasswordPage from './reset-password-page';

const authClient = vi.hoisted(() => ({ current: null as unknown }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({
  get authClient() {
    return authClient.current;
  },
}));
vi.mock('sonner', () => ({ toast }));

let client: ReturnType<typeof createAuthClientMock>;

beforeEach(() => {
  client = createAuthClientMock();
  authClient.current = client;
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAt(path: string) {
  return renderWithProviders(<ResetPasswordPage />, {
    route: path,
    path: '/reset-password',
    routes: [{ path: '/', element: <p>Home page</p> }],
    session: SIGNED_OUT,
  }).router;
}

describe('ResetPasswordPage', () => {
  it('checks for 5 seconds without a token, then says the session is missing', () => {
    vi.useFakeTimers();
    renderAt('/reset-password');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Link Invalid or Expired')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Link Invalid or Expired')).toBeInTheDocument();
    expect(
      screen.getByText('Your password reset session is missing. Please try requesting a new link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/?forgot-password=true',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
  });

  it('is invalid at once when the link carries an error', () => {
    renderAt('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByText('Link Invalid or Expired')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
  });

  it('validates the new password before sending it', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await user.type(screen.getByLabelText('New Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), '456');
    await user.type(screen.getByLabelText('Confirm Password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(client.resetPassword).not.toHaveBeenCalled();
  });

  it("shows 'Resetting...', toasts success and goes to / after 2 seconds", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    client.resetPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const router = renderAt('/reset-password?token=abc');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const resetting = screen.getByRole('button', { name: 'Resetting...' });
    // Inert but still focused (aria-disabled): a second press sends nothing more.
    expect(resetting).toHaveAttribute('aria-disabled', 'true');
    expect(resetting).toHaveAttribute('aria-busy', 'true');
    expect(resetting).toHaveFocus();
    await user.click(resetting);
    expect(client.resetPassword).toHaveBeenCalledTimes(1);
    expect(client.resetPassword).toHaveBeenCalledWith({ newPassword: 'new-secret', token: 'abc' });

    answer({ data: { status: true }, error: null });
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Success', {
      description: 'Your password has been updated successfully',
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('turns an expired token into the invalid state with the spec message', async () => {
    const user = userEvent.setup();
    client.resetPassword.mockResolvedValue({
      data: null,
      error: { status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' },
    });
    renderAt('/reset-password?token=used');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const reason =
      'Your password reset session is invalid or has expired. Please request a new link.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Password Reset Error', { description: reason });
  });
});
