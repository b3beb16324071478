import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFeedItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { FeedCard } from './feed-card';

describe('FeedCard', () => {
  it('shows owner, priority, title linking to the detail page, date and commit count', () => {
    renderWithProviders(<FeedCard feed={makeFeedItem()} />);
    const card = screen.getByRole('article', { name: 'Aave adds a new market on Base' });
    expect(within(card).getByText('Aave')).toBeInTheDocument();
    expect(within(card).getByText('High')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Aave adds a new market on Base' }),
    ).toHaveAttribute('href', '/feeds/feed-1');
    expect(within(card).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(card).getByText('12 commits')).toBeInTheDocument();
    expect(within(card).getByText('Ethereum, Base')).toBeInTheDocument();
  });

  it('renders the cleaned summary with a bold label', () => {
    renderWithProviders(<FeedCard feed={makeFeedItem()} />);
    expect(screen.getByText('New market:', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Base deployment scripts added')).toBeInTheDocument();
  });

  it('shows only the tags the display rules keep', () => {
    renderWithProviders(<FeedCard feed={makeFeedItem()} />);
    const tags = within(screen.getByRole('list', { name: 'Technology tags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tags).toEqual(['EVM', 'Base', 'Chainlink', 'Foundry', 'ERC-4626']);
  });

  it('marks replayed history with the date it was recorded', () => {
    renderWithProviders(
      <FeedCard feed={makeFeedItem({ replay: { recorded_date: '2024-03-05' } })} />,
    );
    expect(screen.getByText('real history, replayed')).toBeInTheDocument();
    expect(screen.getByText(/Recorded on Mar 5, 2024/)).toBeInTheDocument();
  });

  it('falls back to the content when there is no summary, and renders action slots', () => {
    renderWithProviders(
      <FeedCard
        feed={makeFeedItem({ summary: '', content: 'Only content here' })}
        actions={<button type="button">Bookmark</button>}
      />,
    );
    expect(screen.getByText('Only content here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
  });
});
