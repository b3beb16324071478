import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { DailySignalsSection } from './daily-signals-section';

vi.mock('@/lib/image-cache', () => ({
  getImageCache: () => ({ acquire: async () => null, release: () => {} }),
}));

function renderSection(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  return renderWithProviders(<DailySignalsSection />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DailySignalsSection', () => {
  it('says it is loading, then shows at most 3 public feeds', async () => {
    const feeds = ['a', 'b', 'c', 'd'].map((id) => makeFeedItem({ id, title: `Feed ${id}` }));
    renderSection(async () => Response.json({ feeds }));
    expect(screen.getByText('Loading feeds...')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Daily Github Signals' });
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Feed d')).toBeNull();
  });

  it('says when there are no feeds', async () => {
    renderSection(async () => Response.json({ feeds: [] }));
    expect(await screen.findByText('No feeds available at the moment.')).toBeInTheDocument();
  });

  it('shows the feeds the page came with at once, without asking for them (ADR 053)', async () => {
    vi.resetModules();
    const feeds = ['a', 'b'].map((id) => makeFeedItem({ id, title: `Feed ${id}` }));
    document.body.innerHTML = `<script type="application/json" id="public-feeds-data">${JSON.stringify({ feeds })}</script>`;
    const { DailySignalsSection: Section, sampleCardsLoaded } =
      await import('./daily-signals-section');
    await sampleCardsLoaded();
    const fetch = vi.fn(async () => Response.json({ feeds: [] }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Section />);
    const section = screen.getByRole('region', { name: 'Daily Github Signals' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Loading feeds...')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('shows the error with a retry button', async () => {
    renderSection(async () =>
      Response.json(
        { error: { code: 'INTERNAL', message: 'Database unavailable' } },
        { status: 500 },
      ),
    );
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
