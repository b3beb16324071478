import { SIGNALS } from '@gitsignals/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import {
  fakeIntegrationsApi,
  FREE_PLAN,
  sampleDelivery,
  sampleRule,
  type FakeIntegrationsApi,
} from '../testing/fake-integrations-api';
import IntegrationsPage from './integrations-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

let api: FakeIntegrationsApi;

beforeEach(() => {
  vi.clearAllMocks();
  api = fakeIntegrationsApi('u1');
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(route = '/settings/integrations') {
  return renderWithProviders(<IntegrationsPage />, { session: signedInSession(), route });
}

const alertsRegion = () => screen.getByRole('region', { name: 'Alerts' });

describe('IntegrationsPage: alerts', () => {
  it('lists each rule with what it matches, the destination host only and its state', async () => {
    api.alerts = [
      sampleRule({ signals: [SIGNALS[0]!.id], lastDeliveryAt: null }),
      sampleRule({
        id: 'rule-2',
        name: 'Lending digest',
        delivery: 'daily',
        minPriority: null,
        projects: [],
        categories: ['Lending'],
        destination: { type: 'email' },
        status: 'paused',
        pausedReason: 'Paused after 10 failed deliveries in a row.',
      }),
    ];
    renderPage();
    const rows = await within(alertsRegion()).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Uniswap releases' })).toBeInTheDocument();
    expect(
      within(first).getByText(`Projects: uniswap · Signals: ${SIGNALS[0]!.title} · high priority`),
    ).toBeInTheDocument();
    // The Slack/Discord/webhook path is a secret: only the host is shown.
    expect(within(first).getByText('Webhook to hooks.example.com')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('/gitsignals/abc');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('None yet')).toBeInTheDocument();

    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByText('Daily digest')).toBeInTheDocument();
    expect(within(second).getByText('E-mail to your address')).toBeInTheDocument();
    expect(second).toHaveTextContent('Paused after 10 failed deliveries in a row.');
    expect(
      within(second).getByRole('button', { name: 'Resume Lending digest' }),
    ).toBeInTheDocument();
  });

  it('explains alerts when there is none, and shows the free plan limit with a link to pricing', async () => {
    api.plan = FREE_PLAN;
    renderPage();
    const region = alertsRegion();
    expect(await within(region).findByText(/No alerts yet/)).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Free plan: 1 alert rule, by e-mail. Upgrade for webhooks, Slack, Discord and Telegram.',
    );
    expect(within(region).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(region).getByRole('button', { name: 'New alert' })).toBeEnabled();
  });

  it('offers only e-mail on the free plan and disables New alert at the limit', async () => {
    const user = userEvent.setup();
    api.plan = FREE_PLAN;
    api.alerts = [sampleRule({ destination: { type: 'email' } })];
    renderPage();
    expect(await screen.findByText('You have 1 of 1 alert rules.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New alert' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Uniswap releases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^Webhook/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^Slack/ })).toBeDisabled();
  });

  it('shows the server’s field error beside the field, keeps what was typed, then shows the secret once', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(alertsRegion()).findByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(dialog).getByLabelText('Name'), 'Release watch');
    await user.click(within(dialog).getByRole('checkbox', { name: SIGNALS[0]!.title }));
    await user.click(within(dialog).getByRole('radio', { name: 'Webhook' }));
    await user.type(within(dialog).getByLabelText('Webhook URL'), 'ftp://files.example.com');
    api.once.set('POST /api/users/u1/alerts', {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'destination.url: Enter an http:// or https:// URL',
        },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    const url = within(dialog).getByLabelText('Webhook URL');
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('Enter an http:// or https:// URL'),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveValue('ftp://files.example.com');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Release watch');
    expect(within(dialog).getByRole('checkbox', { name: SIGNALS[0]!.title })).toBeChecked();
    expect(api.alerts).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/in');
    expect(url).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    const secretDialog = await screen.findByRole('dialog', {
      name: 'Alert created: copy its signing secret',
    });
    expect(within(secretDialog).getByLabelText('Signing secret')).toHaveValue(
      'whsec_shown_once_9f2c',
    );
    // The second POST, after the refusal: the whole form again, the URL corrected.
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      name: 'Release watch',
      delivery: 'instant',
      projects: [],
      categories: [],
      networks: [],
      signals: [SIGNALS[0]!.id],
      keywords: [],
      destination: { type: 'webhook', url: 'https://hooks.example.com/in' },
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('whsec_shown_once_9f2c')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Release watch' })).toBeInTheDocument();
    // A whole form typed key by key: slow on a busy machine, not a hang.
  }, 15_000);

  it('pauses a rule by sending it back whole with paused: true', async () => {
    const user = userEvent.setup();
    api.alerts = [sampleRule()];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause Uniswap releases' }));
    expect(
      await screen.findByRole('button', { name: 'Resume Uniswap releases' }),
    ).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/users/u1/alerts/rule-1');
    expect(put?.body).toMatchObject({
      name: 'Uniswap releases',
      projects: ['uniswap'],
      paused: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Alert paused');
  });

  it('sends a test and follows the log until the delivery has an answer', async () => {
    const user = userEvent.setup();
    api.alerts = [sampleRule()];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send test of Uniswap releases' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Test sent', expect.anything()));
    const log = await screen.findByRole('region', { name: 'Delivery log of Uniswap releases' });
    expect(within(log).getByText('Pending')).toBeInTheDocument();

    const [pending] = api.deliveries.get('rule-1')!;
    api.deliveries.set('rule-1', [
      sampleDelivery({
        ...pending,
        status: 'delivered',
        attempts: 1,
        latencyMs: 84,
        responseCode: 200,
        lastAttemptAt: '2026-11-28T10:00:01.000Z',
      }),
    ]);
    // The log is read again every 2 s while the test waits.
    await waitFor(() => expect(within(log).getByText('Delivered')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(within(log).getByText('84 ms')).toBeInTheDocument();
    expect(within(log).getByText('200')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Test delivered', expect.anything());
  });

  it('shows an empty delivery log, and deletes a rule after a confirmation', async () => {
    const user = userEvent.setup();
    api.alerts = [sampleRule()];
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delivery log of Uniswap releases' }),
    );
    expect(await screen.findByText(/Nothing delivered yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Uniswap releases' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Uniswap releases”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('says when the alerts failed to load and loads them again on Try again', async () => {
    const user = userEvent.setup();
    api.once.set('GET /api/users/u1/alerts', {
      status: 500,
      body: { error: { code: 'internal_error', message: 'Internal server error' } },
    });
    renderPage();
    expect(await screen.findByText('Failed to load your alerts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument();
  });
});

describe('IntegrationsPage: feed URLs and API tokens', () => {
  it('shows the public feed URLs, and revokes the private one after a confirmation', async () => {
    const user = userEvent.setup();
    api.feed = {
      atom: 'http://localhost/feeds/personal/abc.atom',
      rss: 'http://localhost/feeds/personal/abc.rss',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    renderPage();
    expect(screen.getByLabelText('Public Atom feed')).toHaveValue(
      `${window.location.origin}/feeds.atom`,
    );
    expect(screen.getByLabelText('Public RSS feed')).toHaveValue(
      `${window.location.origin}/feeds.rss`,
    );
    expect(await screen.findByLabelText('Private Atom feed')).toHaveValue(api.feed.atom);

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke your private feed URL?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke URL' }));
    expect(
      await screen.findByRole('button', { name: 'Create private feed URL' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Private Atom feed')).not.toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'DELETE',
      path: '/api/users/u1/feed-token',
      body: undefined,
    });
    expect(toast.success).toHaveBeenCalledWith('Private feed URL revoked', expect.anything());
  });

  it('shows a new token once with its curl example, then only its preview', async () => {
    const user = userEvent.setup();
    renderPage();
    const region = screen.getByRole('region', { name: 'API tokens' });
    expect(await within(region).findByText('No API tokens yet.')).toBeInTheDocument();
    await user.type(within(region).getByLabelText('Token name'), 'Dashboard');
    await user.click(within(region).getByRole('radio', { name: '30 days' }));
    await user.click(within(region).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token “Dashboard” created' });
    const token = ['gs', 'shownonce', 'x7'].join('_');
    expect(within(dialog).getByLabelText('API token')).toHaveValue(token);
    expect(dialog).toHaveTextContent('it is not shown again');
    expect(dialog).toHaveTextContent(
      `curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/feeds/dailyPublicFeeds`,
    );
    const sent = api.requests.find((r) => r.method === 'POST')?.body as { expiresAt: string };
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(token)).not.toBeInTheDocument();
    expect(await within(region).findByText('gs_show…')).toBeInTheDocument();
    expect(within(region).getByLabelText('Token name')).toHaveValue('');
  });

  it('deletes a token after a confirmation', async () => {
    const user = userEvent.setup();
    api.tokens = [
      {
        id: 'token-1',
        name: 'CI',
        preview: 'gs_ab12…',
        createdAt: '2026-11-01T10:00:00.000Z',
        expiresAt: null,
        lastUsedAt: null,
      },
    ];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete token CI' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete token “CI”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete token' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Token deleted', {
      description: 'CI no longer works.',
    });
  });
});

describe('IntegrationsPage: the #alerts anchor', () => {
  it('moves focus to the alerts once they are on screen', async () => {
    api.alerts = [sampleRule()];
    renderPage('/settings/integrations#alerts');
    await screen.findByRole('heading', { name: 'Uniswap releases' });
    await waitFor(() => expect(alertsRegion()).toHaveFocus());
  });
});
