import { SIGNALS } from '@gitsignals/contracts/constants';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/content/marketing';
import { renderWithProviders } from '@/test/render';
import OnePagerPage from './one-pager-page';

const metadata = { projects_by_category: { DeFi: ['aave', 'uniswap'] }, networks: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnePagerPage', () => {
  it('says what it is for how many projects, who it is for, and lists all 18 signals', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(metadata)),
    );
    renderWithProviders(<OnePagerPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'GitSignals one-pager' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/public repositories of 2 Web3 projects/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Who it is for' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const signals = within(screen.getByRole('region', { name: 'The 18 signals' })).getAllByRole(
      'listitem',
    );
    expect(signals.map((item) => item.firstElementChild?.textContent)).toEqual(
      SIGNALS.map((s) => s.title),
    );
  });

  it('summarises pricing with a link to the plans, and gives the support e-mail', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(metadata)),
    );
    renderWithProviders(<OnePagerPage />);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('$0')).toBeInTheDocument();
    expect(within(pricing).getByText('$9.99')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'See current plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', {
        name: brand.contactEmail,
      }),
    ).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
  });
});
