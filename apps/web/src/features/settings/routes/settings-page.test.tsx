import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClientMock, SIGNED_IN } from '@/components/auth/auth-test-utils';
import { fakeUserApi, type FakeUserApi } from '@/test/fake-user-api';
import { sampleUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { EMAIL_CHANGE_LINK_FAILED } from '../hooks/use-email-change-result';
import SettingsPage from './settings-page';

const authClient = vi.hoisted(() => ({ current: null as unknown }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({
  get authClient() {
    return authClient.current;
  },
}));
vi.mock('sonner', () => ({ toast }));

let client: ReturnType<typeof createAuthClientMock>;
let userApi: FakeUserApi;

beforeEach(() => {
  client = createAuthClientMock();
  authClient.current = client;
  vi.clearAllMocks();
  userApi = fakeUserApi(sampleUser({ id: 'user-1', projectSubList: [] }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
      // The subscription section's list (its own tests: subscription-section.test.tsx).
      String(url).startsWith('/api/billing/') ? Response.json([]) : userApi.answer(init),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderWithProviders(<SettingsPage />, { session: SIGNED_IN });
}

describe('SettingsPage', () => {
  it('loads the profile and saves the name with a saving state', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    await user.clear(name);
    await user.type(name, 'Ada King');
    let release: () => void = () => {};
    userApi.holdPuts = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-busy', 'true');
    // Inert but still focused: keyboard users are not thrown back to the top of the page.
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    await user.click(saving);
    expect(userApi.puts).toHaveLength(1);
    release();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Email updated', {
        description: 'Your email has been updated successfully',
      }),
    );
    expect(userApi.puts).toEqual([{ email: 'ada@example.com', name: 'Ada King' }]);
    expect(client.changeEmail).not.toHaveBeenCalled();
  });

  it('asks for the password before a new e-mail, then says a link was sent to it', async () => {
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/To change your sign-in e-mail to ada@new.example/),
    ).toBeInTheDocument();
    client.changeEmail
      .mockResolvedValueOnce({
        data: null,
        error: { status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' },
      })
      .mockResolvedValueOnce({ data: { status: true }, error: null });
    await user.type(screen.getByLabelText('Current password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Check your inbox', {
        description:
          'We sent a link to ada@new.example. Your e-mail address changes when you open it.',
      }),
    );
    expect(client.changeEmail).toHaveBeenLastCalledWith({
      newEmail: 'ada@new.example',
      callbackURL: '/settings?email-changed=1',
      password: 'secret-pass',
    });
    // Nothing changed yet: the field shows the address that still signs in, no PUT was sent.
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(userApi.puts).toEqual([]);
  });

  it('sends an account without a password (Google) straight to the link', async () => {
    const user = userEvent.setup();
    client.listAccounts.mockResolvedValue({ data: [{ providerId: 'google' }], error: null });
    renderPage();
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.changeEmail).toHaveBeenCalledWith({
        newEmail: 'ada@new.example',
        callbackURL: '/settings?email-changed=1',
      }),
    );
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("says 'Email updated' when the link lands back here, or why it failed", async () => {
    const first = renderWithProviders(<SettingsPage />, {
      session: SIGNED_IN,
      route: '/settings?email-changed=1',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Email updated', {
        description: 'Your email has been updated successfully',
      }),
    );
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();

    renderWithProviders(<SettingsPage />, {
      session: SIGNED_IN,
      route: '/settings?email-changed=1&error=INVALID_TOKEN',
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Email update failed', {
        description: EMAIL_CHANGE_LINK_FAILED,
      }),
    );
  });

  it("refuses an e-mail without '@' with the spec toast", async () => {
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenCalledWith('Invalid email', {
      description: 'Please enter a valid email address',
    });
    expect(userApi.puts).toEqual([]);
    expect(client.changeEmail).not.toHaveBeenCalled();
  });

  it("toasts 'Email update failed' with the server's message", async () => {
    const user = userEvent.setup();
    userApi.putError = { status: 400, message: 'Name is required' };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Email update failed', {
        description: 'Name is required',
      }),
    );
  });

  it('shows Email Frequency only while Email updates is on', async () => {
    const user = userEvent.setup();
    renderPage();
    const updates = await screen.findByRole('switch', { name: 'Email updates' });
    expect(screen.queryByText('Email Frequency')).not.toBeInTheDocument();
    await user.click(updates);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Preferences saved'));
    expect(userApi.puts).toEqual([{ subscribedToEmails: true, emailFrequency: 'weekly' }]);
    expect(screen.getByRole('switch', { name: 'Email updates' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Email Frequency' })).toHaveTextContent('Weekly');
  });

  it("toasts 'Failed to update preferences' when saving fails", async () => {
    const user = userEvent.setup();
    userApi.putError = { status: 409, message: 'Email taken' };
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Email updates' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update preferences', {
        description: 'There was an error updating your preferences. Please try again.',
      }),
    );
    expect(screen.getByRole('switch', { name: 'Email updates' })).not.toBeChecked();
  });

  it('leaves an expired session to the shared handler: no second error toast', async () => {
    const user = userEvent.setup();
    userApi.putError = { status: 401, message: 'Unauthorized' };
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Email updates' }));
    await waitFor(() => expect(userApi.puts).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Email updates' })).not.toBeChecked(),
    );
    expect(toast.error).not.toHaveBeenCalledWith('Failed to update preferences', expect.anything());
  });

  it('enrols two-factor: password, QR code and secret, then a verified code', async () => {
    const user = userEvent.setup();
    client.twoFactor.enable.mockResolvedValue({
      data: {
        totpURI: 'otpauth://totp/GitSignals:ada?secret=JBSWY3DPEHPK3PXP&issuer=GitSignals',
        backupCodes: ['aaaa-1111', 'bbbb-2222'],
      },
      error: null,
    });
    client.twoFactor.verifyTotp
      .mockResolvedValueOnce({ data: null, error: { status: 401, message: 'Invalid code' } })
      .mockResolvedValueOnce({ data: { token: 't' }, error: null });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(within(section).getByRole('button', { name: 'Enable two-factor' }));
    await user.type(within(section).getByLabelText('Current password'), 'secret-pass');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(await within(section).findByTitle('QR code for your authenticator app')).toBeVisible();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(section).getByText('aaaa-1111')).toBeInTheDocument();
    const code = within(section).getByLabelText(
      'Enter the 6-digit code from your authenticator app',
    );
    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('Invalid code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Disable two-factor' })).toBeVisible();
  });

  it('shows the support e-mail in the help panel', async () => {
    renderPage();
    const links = await screen.findAllByRole('link', { name: /@/ });
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('links to Alerts & integrations, and sends #alerts (the paused-rule e-mail) there', async () => {
    const { router } = renderWithProviders(<SettingsPage />, {
      session: SIGNED_IN,
      route: '/settings#alerts',
      path: '/settings',
      routes: [{ path: '/settings/integrations', element: <p>Integrations page</p> }],
    });
    expect(await screen.findByText('Integrations page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/settings/integrations',
      hash: '#alerts',
    });
  });

  it('shows both settings pages as tabs', async () => {
    renderWithProviders(<SettingsPage />, { session: SIGNED_IN, route: '/settings' });
    const nav = await screen.findByRole('navigation', { name: 'Settings pages' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Alerts & integrations' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  });
});
