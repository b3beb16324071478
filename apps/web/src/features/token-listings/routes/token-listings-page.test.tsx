import type { Listing, ListingsResponse } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import TokenListingsPage from './token-listings-page';

function listing(id: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id,
    coin_name: `Coin ${id} (C${id})`,
    platform: 'Superchain Token List',
    trading_start_time: '2026-04-16T18:30:08.000Z',
    description: null,
    additional_info: null,
    url: null,
    contact_info: null,
    source: 'token-list',
    bulk: null,
    ...overrides,
  };
}

function page(n: number, listings: Listing[], total: number): ListingsResponse {
  return { listings, total_listings: total, page: n, limit: 30, hasMore: n * 30 < total };
}

function serve(answer: (page: number) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/listings') throw new Error(`unexpected ${url.pathname}`);
    return answer(Number(url.searchParams.get('page')));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () =>
  renderWithProviders(<TokenListingsPage />, {
    route: '/token-listings',
    session: signedInSession(),
  });

afterEach(() => vi.unstubAllGlobals());

describe('TokenListingsPage', () => {
  it('shows the cards with their fields and "Showing N of total_listings listings"', async () => {
    serve(() =>
      Response.json(
        page(
          1,
          [
            listing(1, {
              coin_name: 'Wrapped Ether (WETH)',
              description: 'Wrapped Ether was added to the Superchain Token List on OP Mainnet.',
              additional_info: {
                chainId: 10,
                chain: 'OP Mainnet',
                address: '0x4200000000000000000000000000000000000006',
                symbol: 'WETH',
              },
              url: 'https://optimistic.etherscan.io/token/0x4200000000000000000000000000000000000006',
              contact_info: {
                Website: 'https://weth.example.org',
                twitter: '@example_weth',
                Block_Explorer: 'https://optimistic.etherscan.io/token/0x42',
              },
            }),
            listing(2, { additional_info: 'Spot pairs: C2/USDT', trading_start_time: null }),
          ],
          2,
        ),
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'New Token Listings' })).toBeVisible();
    expect(await screen.findByText('Showing 2 of 2 listings')).toBeVisible();

    const card = screen
      .getByRole('heading', { name: 'Wrapped Ether (WETH)' })
      .closest('[data-listing-id]');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Superchain Token List')).toBeVisible();
    expect(inCard.getByText('Apr 16, 2026')).toBeVisible();
    expect(inCard.getByText(/added to the Superchain Token List on OP Mainnet/)).toBeVisible();
    expect(inCard.getByText('Chain')).toBeVisible();
    expect(inCard.getByText('OP Mainnet')).toBeVisible();
    expect(inCard.getByTitle('0x4200000000000000000000000000000000000006')).toBeVisible();
    expect(inCard.getByRole('link', { name: /View listing/ })).toHaveAttribute(
      'href',
      'https://optimistic.etherscan.io/token/0x4200000000000000000000000000000000000006',
    );
    expect(inCard.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://weth.example.org',
    );
    expect(inCard.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://x.com/example_weth',
    );
    expect(inCard.getByRole('link', { name: 'Block explorer' })).toHaveAttribute(
      'target',
      '_blank',
    );

    expect(screen.getByText('Spot pairs: C2/USDT')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('labels the listings that came in bulk with what the API says, and only those', async () => {
    serve(() =>
      Response.json(
        page(
          1,
          [
            listing(1, { coin_name: 'Cash Cat (CASHCAT)' }),
            listing(2, {
              coin_name: 'NVIDIA (NVDA)',
              bulk: {
                kind: 'batch',
                tokens: 100,
                label: 'Added with 99 other tokens in one commit',
              },
            }),
            listing(3, {
              coin_name: 'Dai Stablecoin (DAI)',
              bulk: {
                kind: 'first_version',
                tokens: 128,
                label: 'In the list since its first version',
              },
            }),
          ],
          3,
        ),
      ),
    );
    renderPage();
    const cardOf = async (name: string) =>
      within(
        (await screen.findByRole('heading', { name })).closest('[data-listing-id]') as HTMLElement,
      );
    expect(
      (await cardOf('NVIDIA (NVDA)')).getByText('Added with 99 other tokens in one commit'),
    ).toBeVisible();
    expect(
      (await cardOf('Dai Stablecoin (DAI)')).getByText('In the list since its first version'),
    ).toBeVisible();
    const single = await cardOf('Cash Cat (CASHCAT)');
    expect(single.queryByText(/first version|in one commit/)).not.toBeInTheDocument();
  });

  it('loads the next page with Load more until every listing is shown', async () => {
    const fetchMock = serve((n) =>
      Response.json(
        n === 1
          ? page(
              1,
              Array.from({ length: 30 }, (_, i) => listing(i + 1)),
              32,
            )
          : page(2, [listing(31), listing(32)], 32),
      ),
    );
    renderPage();
    expect(await screen.findByText('Showing 30 of 32 listings')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 32 of 32 listings')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Coin 32 (C32)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/listings?page=1',
      '/api/listings?page=2',
    ]);
  });

  it('says so when there are no listings', async () => {
    serve(() => Response.json(page(1, [], 0)));
    renderPage();
    expect(await screen.findByText('No token listings available at the moment.')).toBeVisible();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows a loading state, then the error with Try again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? Response.json(
            { error: { code: 'internal', message: 'Database unavailable' } },
            { status: 500 },
          )
        : Response.json(page(1, [listing(7)], 1)),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading token listings');
    expect(await screen.findByText('Failed to load token listings')).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 of 1 listings')).toBeVisible();
  });
});
