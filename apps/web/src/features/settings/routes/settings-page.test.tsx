import type { User } from '@gitsignals/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthTestProviders,
  createAuthClientMock,
  SIGNED_IN,
} from '@/components/auth/auth-test-utils';
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
let stored: User;
let puts: unknown[];
let failPuts = false;
/** When set, PUT answers wait for it: the saving state stays on screen. */
let holdPuts: Promise<void> | null = null;

const baseUser: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  subscribedToEmails: false,
  emailFrequency: 'weekly',
  defaultFeed: 'daily',
  projectSubList: [],
  project_profile: {},
  twoFactorEnabled: false,
  created_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  client = createAuthClientMock();
  authClient.current = client;
  vi.clearAllMocks();
  stored = { ...baseUser };
  puts = [];
  failPuts = false;
  holdPuts = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<User>;
        puts.push(body);
        if (holdPuts) await holdPuts;
        if (failPuts) {
          return Response.json({ error: { code: 'BAD', message: 'Email taken' } }, { status: 409 });
        }
        stored = { ...stored, ...body };
      }
      return Response.json(stored);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <AuthTestProviders session={SIGNED_IN}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </AuthTestProviders>,
  );
}

describe('SettingsPage', () => {
  it('loads the profile and saves name and e-mail with a saving state', async () => {
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByLabelText('Email Address');
    expect(email).toHaveValue('ada@example.com');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    let release: () => void = () => {};
    holdPuts = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    release();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Email updated', {
        description: 'Your email has been updated successfully',
      }),
    );
    expect(puts).toEqual([{ email: 'ada@new.example', name: 'Ada' }]);
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
    expect(puts).toEqual([]);
  });

  it("toasts 'Email update failed' with the server's message", async () => {
    const user = userEvent.setup();
    failPuts = true;
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Email update failed', {
        description: 'Email taken',
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
    expect(puts).toEqual([{ subscribedToEmails: true, emailFrequency: 'weekly' }]);
    expect(screen.getByRole('switch', { name: 'Email updates' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Email Frequency' })).toHaveTextContent('Weekly');
  });

  it("toasts 'Failed to update preferences' when saving fails", async () => {
    const user = userEvent.setup();
    failPuts = true;
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Email updates' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update preferences', {
        description: 'There was an error updating your preferences. Please try again.',
      }),
    );
    expect(screen.getByRole('switch', { name: 'Email updates' })).not.toBeChecked();
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
});
