import type { Insight, InsightRun, ProjectProfile } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUserApi, type FakeUserApi } from '@/test/fake-user-api';
import { sampleUser, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import AgentPage from './agent-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

let userApi: FakeUserApi;
let subscribed: boolean;
let insightsAnswer: () => Response;
let runAnswer: (init?: RequestInit) => Response;
let fetchMock: ReturnType<typeof vi.fn>;

const run = (overrides: Partial<InsightRun> = {}): InsightRun => ({
  status: 'none',
  requested_at: null,
  finished_at: null,
  window_days: 7,
  items_checked: null,
  written: null,
  ...overrides,
});
const runCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/u1/insights-run');

const insight = (overrides: Partial<Insight> = {}): Insight => ({
  id: 1,
  feed_id: 'feed-1',
  project_name: 'Uniswap',
  image_url: null,
  analysis_date: '2026-11-21',
  opportunity: 'Uniswap, on your competitors list, shipped “Uniswap adds hooks”.',
  insight_type: 'competitor_activity',
  agent_type: 'growth_agent',
  ...overrides,
});

function setUp(profile: ProjectProfile, insights: Insight[] = []) {
  userApi = fakeUserApi(
    sampleUser({ project_profile: profile as Record<string, Record<string, string>> }),
  );
  insightsAnswer = () => Response.json({ insights });
  runAnswer = () => Response.json(run());
}

beforeEach(() => {
  vi.clearAllMocks();
  subscribed = true;
  setUp({});
  fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path.startsWith('/api/billing/subscription-status/'))
      return Response.json({ hasActiveSubscription: subscribed });
    if (path === '/api/insights/get') return insightsAnswer();
    if (path === '/api/users/u1/insights-run') return runAnswer(init);
    return userApi.answer(init);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<AgentPage />, {
    route: '/agent',
    path: '/agent',
    session: signedInSession(),
    routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
  });

describe('AgentPage', () => {
  it('sends a user without a subscription to /pricing, replacing the entry, asking nothing else', async () => {
    subscribed = false;
    const { router } = renderPage();
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/billing/subscription-status/u1',
    ]);
  });

  it('welcomes a user without profiles with the five agents, and adds one through the dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Agent Hub' }),
    ).toBeInTheDocument();
    for (const title of ['Growth', 'Risk', 'Auditor', 'Investor', 'Ecosystem'])
      expect(screen.getByRole('heading', { name: `${title} Agent` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up the Growth Agent' }));
    const choose = await screen.findByRole('dialog', { name: 'Add an AI profile' });
    expect(within(choose).getByRole('radio', { name: /Growth Agent/ })).toBeChecked();
    await user.click(within(choose).getByRole('button', { name: 'Next' }));

    const answer = await screen.findByRole('dialog', { name: 'Set up the Growth Agent' });
    await user.type(
      within(answer).getByLabelText('Which competitors do you want to track?'),
      'Uniswap, Curve',
    );
    await user.click(within(answer).getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile added', {
        description: 'Growth Agent profile has been added.',
      }),
    );
    expect(userApi.puts).toEqual([
      { project_profile: { growth: { competitors: 'Uniswap, Curve', partners: '' } } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Growth Agent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('No insights yet')).toBeInTheDocument();
  });

  it('shows "Preparing your insights…" after a save, and the insights once the run is done, by itself', async () => {
    const user = userEvent.setup();
    let state: InsightRun = run();
    runAnswer = () => Response.json(state);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set up the Risk Agent' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(
      await screen.findByLabelText('Which protocols do you monitor for risk?'),
      'Celestia',
    );
    state = run({ status: 'queued', requested_at: '2026-11-27T10:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Preparing your insights…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The Risk Agent is reading the last 7 days of activity for what your profile lists.',
    );
    const polls = runCalls().length;
    state = run({ status: 'running', requested_at: '2026-11-27T10:00:00.000Z' });
    await waitFor(() => expect(runCalls().length).toBeGreaterThan(polls), { timeout: 4000 });
    insightsAnswer = () =>
      Response.json({
        insights: [
          insight({
            agent_type: 'risk_agent',
            insight_type: 'protocol_risk',
            project_name: 'Celestia',
            opportunity:
              'You monitor Celestia for risk — Celestia bounds MaxAgeNumBlocks (2cae578), a security fix. A security fix means the deployed code had a flaw until now, so check what you hold in Celestia against it.',
          }),
        ],
      });
    state = run({ status: 'done', finished_at: '2026-11-27T10:00:05.000Z', written: 1 });
    const list = await screen.findByRole(
      'list',
      { name: 'Risk Agent insights' },
      { timeout: 5000 },
    );
    expect(within(list).getByText('2cae578').tagName).toBe('CODE');
    expect(screen.queryByText('Preparing your insights…')).not.toBeInTheDocument();
    // Polling stops once the run is done.
    const settled = runCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(runCalls().length).toBe(settled);
  }, 15_000);

  it('says why a finished run found nothing, naming the answers, and what to add', async () => {
    setUp({ risk: { protocols: 'Aave, Lido', riskFactors: 'oracle changes' } });
    runAnswer = () => Response.json(run({ status: 'done', items_checked: 35, written: 0 }));
    renderPage();
    expect(await screen.findByText('No matching activity in the last 7 days')).toBeInTheDocument();
    expect(
      screen.getByText(
        /The Risk Agent read 35 feed items of the last 7 days and none matched Aave, Lido \(protocols\) or oracle changes \(risk factors\)\. Add protocols you monitor, or kinds of change such as security fixes/,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Update profile' })).toHaveLength(2);
  });

  it("shows the spec's error for a failed run, and runs it again on 'Try again'", async () => {
    setUp({ risk: { protocols: 'Aave' } });
    runAnswer = (init) =>
      init?.method === 'POST'
        ? Response.json(run({ status: 'queued' }), { status: 202 })
        : Response.json(run({ status: 'failed', finished_at: '2026-11-27T10:00:05.000Z' }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Error Loading Insights')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error fetching your insights. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preparing your insights…')).toBeInTheDocument();
    expect(
      runCalls().some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(true);
  });

  it("lists a profile's insights newest first, opening the feed item in a new tab, dated MM/DD/YYYY", async () => {
    setUp({ growth: { competitors: 'Uniswap' }, risk: { riskFactors: 'security' } }, [
      insight({ id: 3, analysis_date: '2026-11-21' }),
      insight({
        id: 2,
        feed_id: 'feed-2',
        project_name: 'Aave',
        analysis_date: '2026-11-20',
        agent_type: 'risk_agent',
        insight_type: 'risk_factor',
        opportunity: "Aave's activity includes security fixes.",
      }),
      insight({ id: 1, feed_id: 'feed-3', analysis_date: '2026-01-05' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Growth Agent insights' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/feeds/feed-1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(within(links[0]!).getByText('11/21/2026')).toBeInTheDocument();
    expect(within(links[1]!).getByText('01/05/2026')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Competitor activity')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Risk Agent' }));
    const risk = await screen.findByRole('list', { name: 'Risk Agent insights' });
    expect(within(risk).getByText("Aave's activity includes security fixes.")).toBeInTheDocument();
  });

  it("disables '+ AI Profile' at five profiles and marks added ones 'Added' in the dialog", async () => {
    setUp({ growth: {}, risk: {} });
    const user = userEvent.setup();
    renderPage();
    const add = await screen.findByRole('button', { name: '+ AI Profile' });
    expect(add).toBeEnabled();
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add an AI profile' });
    expect(within(dialog).getByRole('radio', { name: /Growth Agent\s*Added/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Auditor Agent/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{Escape}');

    setUp({ growth: {}, risk: {}, auditor: {}, investor: {}, ecosystem: {} });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '+ AI Profile' }).at(-1)).toBeDisabled(),
    );
    expect(screen.getByText('(Maximum 5 profiles)')).toBeInTheDocument();
  });

  it('updates a profile without the choice step, and deletes one, moving to the first left', async () => {
    setUp({ growth: { competitors: 'Uniswap' }, investor: { portfolio: 'Celestia' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Investor Agent' }));
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Investor Agent profile' });
    const portfolio = within(dialog).getByLabelText('Which projects are in your portfolio?');
    expect(portfolio).toHaveValue('Celestia');
    await user.type(portfolio, ', Arbitrum');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated', {
        description: 'Investor Agent profile has been updated.',
      }),
    );
    expect(userApi.puts.at(-1)).toEqual({
      project_profile: {
        growth: { competitors: 'Uniswap' },
        investor: { portfolio: 'Celestia, Arbitrum', economicFactors: '' },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Delete the Investor Agent profile' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile deleted', {
        description: 'Investor Agent profile has been deleted.',
      }),
    );
    expect(userApi.puts.at(-1)).toEqual({
      project_profile: { growth: { competitors: 'Uniswap' } },
    });
    expect(await screen.findByRole('tab', { name: 'Growth Agent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("names the failure when saving fails: 'Failed to add profile'", async () => {
    const user = userEvent.setup();
    renderPage();
    userApi.putError = { status: 500, message: 'database unavailable' };
    await user.click(await screen.findByRole('button', { name: 'Set up the Risk Agent' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to add profile', {
        description: 'Failed to save profile: database unavailable',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Error Loading Insights' when the insights cannot be fetched", async () => {
    setUp({ growth: { competitors: 'Uniswap' } });
    insightsAnswer = () =>
      Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
    renderPage();
    expect(await screen.findByText('Error Loading Insights')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error fetching your insights. Please try again later.'),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error Loading Insights', {
      id: 'insights-error',
      description: 'There was an error fetching your insights. Please try again later.',
    });
  });
});
