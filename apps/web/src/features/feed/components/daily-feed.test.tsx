import type { FeedPageRequest, FeedPageResponse } from '@gitsignals/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedFilters } from '../lib/feed-filters';
import { makePage } from '../test/make-feed-item';
import { renderWithProviders } from '@/test/render';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { DailyFeed } from './daily-feed';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

const ids = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

type Handler = (body: FeedPageRequest) => FeedPageResponse | Response;

function stubApi(handler: Handler) {
  const requests: FeedPageRequest[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as FeedPageRequest;
    requests.push(body);
    const answer = handler(body);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const cards = () => screen.queryAllByRole('article');
const weekly: FeedFilters = { days: 7, categories: [], networks: [] };

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  toastError.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DailyFeed paging', () => {
  it('shows 6 skeletons, then the first page of 30', async () => {
    stubApi(() => makePage(ids('a', 1, 30), 1, 45));
    renderWithProviders(<DailyFeed filters={weekly} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading feeds');
    expect(document.querySelectorAll('[data-slot="feed-card-skeleton"]')).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(30));
  });

  it('loads the next page at the sentinel and merges it without duplicate ids', async () => {
    const requests = stubApi(({ page }) =>
      page === 1
        ? makePage(ids('a', 1, 30), 1, 45)
        : // The feed moved between requests: a29 and a30 come again on page 2.
          makePage([...ids('a', 29, 30), ...ids('b', 1, 13)], 2, 45),
    );
    renderWithProviders(<DailyFeed filters={weekly} />);
    await waitFor(() => expect(cards()).toHaveLength(30));

    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.options).toMatchObject({ threshold: 0.1, rootMargin: '100px' });

    act(() => FakeIntersectionObserver.enterViewport());
    await waitFor(() => expect(cards()).toHaveLength(43));
    expect(requests.map((r) => r.page)).toEqual([1, 2]);
    const shown = cards().map((card) => card.getAttribute('data-feed-id'));
    expect(new Set(shown).size).toBe(shown.length);
    expect(screen.getByText("You've reached the end")).toBeInTheDocument();

    // No more pages: the sentinel is gone and reaching the bottom again asks for nothing.
    act(() => FakeIntersectionObserver.enterViewport());
    expect(requests).toHaveLength(2);
  });

  it('starts again at page 1 with an empty list when a filter changes', async () => {
    const requests = stubApi(({ page, days, categories }) => {
      if (days === 30) return makePage(ids(`c-${categories?.join('+') ?? 'all'}-`, 1, 5), 1, 5);
      return makePage(ids(`p${page ?? 1}-`, 1, 30), page ?? 1, 90);
    });
    const { rerender } = renderWithProviders(<DailyFeed filters={weekly} />);
    await waitFor(() => expect(cards()).toHaveLength(30));
    act(() => FakeIntersectionObserver.enterViewport());
    await waitFor(() => expect(cards()).toHaveLength(60));

    rerender(<DailyFeed filters={{ days: 30, categories: ['DEX'], networks: [] }} />);
    // The old list is gone at once: skeletons, not the 60 cards of the other filter.
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(requests.at(-1)).toEqual({ page: 1, limit: 30, days: 30, categories: ['DEX'] });
    expect(cards()[0]).toHaveAttribute('data-feed-id', 'c-DEX-1');

    // Back to the first filter: it starts over at page 1 as well (its cached pages were dropped).
    rerender(<DailyFeed filters={weekly} />);
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(requests.at(-1)).toMatchObject({ page: 1, days: 7 });
  });

  it('says so when there are no feeds', async () => {
    stubApi(() => makePage([], 1, 0));
    renderWithProviders(<DailyFeed filters={weekly} />);
    expect(await screen.findByText('No daily feeds available at the moment.')).toBeInTheDocument();
  });

  it('toasts once per error episode and offers a retry', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? Response.json(
            { error: { code: 'boom', message: 'Database unavailable' } },
            { status: 500 },
          )
        : makePage(ids('a', 1, 2), 1, 2),
    );
    const { rerender } = renderWithProviders(<DailyFeed filters={weekly} />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    rerender(<DailyFeed filters={weekly} />);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Error loading daily feeds', expect.anything());

    fail = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
