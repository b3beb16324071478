import type { TechnologyProfile } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import StackExamplePage from './stack-example-page';
import StackPage from './stack-page';

const EMPTY_LISTS = {
  layer_1s: [],
  layer_2s: [],
  oracles: [],
  cross_chain: [],
  indexers: [],
  lending: [],
  staking: [],
  dex: [],
  yield_optimization: [],
  rwas: [],
  consumer: [],
  authentication: [],
  development_frameworks: [],
  data_storage: [],
  data_availability: [],
  security: [],
  payments: [],
  rpcs: [],
  compute: [],
  ai: [],
  privacy: [],
  observability: [],
  analytics: [],
  programming_languages: [],
  centralized_exchanges: [],
  token_management: [],
  other_infrastructure: [],
};

function profile(overrides: Partial<TechnologyProfile> = {}): TechnologyProfile {
  return {
    ...EMPTY_LISTS,
    project: 'Aave',
    slug: 'aave',
    github_url: 'https://github.com/aave-dao/aave-v3-origin',
    oracles: ['Chainlink'],
    development_frameworks: ['Foundry', 'OpenZeppelin Contracts'],
    security: ['Certora Prover', 'Trail of Bits'],
    programming_languages: ['Solidity'],
    technology_count: 6,
    evidence: [
      {
        technology: 'Chainlink',
        category: 'oracles',
        confidence: 0.75,
        sources: [
          {
            file: 'src/contracts/dependencies/chainlink/AggregatorInterface.sol',
            rule: 'vendored library chainlink',
          },
        ],
      },
    ],
    updated_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

function renderPage(route = '/stacks/aave') {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<StackPage />, {
    route,
    path: '/stacks/:projectName',
    routes: [{ path: '/stacks', element: <p>Stacks landing</p> }],
  });
}

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('StackPage', () => {
  it('shows the count, links, every category and None for the empty ones', async () => {
    fetchMock.mockResolvedValue(Response.json(profile()));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading stack');
    expect(await screen.findByRole('heading', { name: 'Aave', level: 1 })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/aave/technologies');
    expect(screen.getByText('6 technologies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/aave-dao/aave-v3-origin',
    );
    expect(screen.getByRole('link', { name: 'View contacts' })).toHaveAttribute(
      'href',
      '/network/aave',
    );
    expect(screen.getAllByRole('region')).toHaveLength(27);
    const rwas = screen.getByRole('region', { name: /RWAs/ });
    expect(within(rwas).getByText('None')).toBeInTheDocument();
    // The table of contents lists only categories with technologies.
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Oracles1', 'Development Frameworks2', 'Security2', 'Languages1']);
  });

  it('filters by technology or category and highlights the matching badges', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json(profile()));
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search technologies' });
    expect(search).toHaveAttribute('placeholder', 'Search technologies...');
    await user.type(search, 'chainl');
    expect(screen.getAllByRole('region').map((r) => r.id)).toEqual(['stack-oracles']);
    const badge = screen.getByRole('button', { name: /Chainlink/ });
    expect(badge).toHaveAttribute('data-highlighted', 'true');
    expect(badge).toHaveAccessibleName('Chainlink (matches your search)');

    await user.clear(search);
    await user.type(search, 'security');
    const security = screen.getByRole('region', { name: /Security/ });
    expect(within(security).getByRole('button', { name: 'Trail of Bits' })).not.toHaveAttribute(
      'data-highlighted',
    );

    await user.clear(search);
    await user.type(search, 'solana');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText('No technologies or categories match "solana"')).toBeInTheDocument();
  });

  it('folds a category, and opens every matching one while searching', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json(profile()));
    renderPage();
    const toggle = await screen.findByRole('button', { name: /Oracles/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Chainlink' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'link');
    expect(screen.getByRole('button', { name: /Oracles/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Chainlink/ })).toBeVisible();
  });

  it("shows a technology's evidence on keyboard focus", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json(profile()));
    renderPage();
    await screen.findByRole('button', { name: 'Chainlink' });
    while (document.activeElement !== screen.getByRole('button', { name: 'Chainlink' })) {
      await user.tab();
    }
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confidence 75%')).toBeInTheDocument();
    expect(
      within(dialog).getByText('src/contracts/dependencies/chainlink/AggregatorInterface.sol'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('vendored library chainlink')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Project Not Found for a project without a profile, with a way back', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: 'not_found', message: 'none' } }, { status: 404 }),
    );
    const { router } = renderPage('/stacks/no%20such');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find technology information for no such."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Stacks' }));
    expect(router.state.location.pathname).toBe('/stacks');
  });

  it('offers a retry when the profile fails to load', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: 'internal_error', message: 'Internal server error' } },
        { status: 500 },
      ),
    );
    renderPage();
    expect(await screen.findByText('Error loading stack')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('StackPage subscription gate', () => {
  function renderSignedIn(hasActiveSubscription: boolean) {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/billing/subscription-status/')
        ? Response.json({ hasActiveSubscription })
        : Response.json(profile()),
    );
    vi.stubGlobal('fetch', fetchMock);
    return renderWithProviders(<StackPage />, {
      route: '/stacks/aave',
      path: '/stacks/:projectName',
      session: signedInSession(),
      routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
    });
  }

  it('sends a signed-in user without a subscription to /pricing, replacing the entry', async () => {
    const { router } = renderSignedIn(false);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // The gated profile was never asked for.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/billing/subscription-status/u1',
    ]);
  });

  it('shows the stack to a subscriber', async () => {
    renderSignedIn(true);
    expect(await screen.findByRole('heading', { name: 'Aave', level: 1 })).toBeInTheDocument();
  });
});

describe('StackExamplePage', () => {
  it('shows a free account the sample stack, which the server answers to anyone signed in', async () => {
    // As the server answers: the sample to every signed-in user, a project's detail to subscribers.
    fetchMock.mockImplementation(async (url) =>
      url === '/api/profile/stack-example'
        ? Response.json(profile())
        : url.startsWith('/api/billing/subscription-status/')
          ? Response.json({ hasActiveSubscription: false })
          : Response.json(
              {
                error: {
                  code: 'subscription_required',
                  message: 'Please upgrade your plan to access this feature.',
                },
              },
              { status: 403 },
            ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StackExamplePage />, {
      route: '/stack-example',
      session: signedInSession(),
      routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Stack' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aave: the technologies its repositories use, by category.'));
    expect(screen.getByRole('region', { name: /^Oracles/ })).toHaveTextContent('Chainlink');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile/stack-example']);
  });
});
