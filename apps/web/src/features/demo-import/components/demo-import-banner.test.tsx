import type { Health } from '@gitsignals/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { IMPORT_POLL_MS } from '../api/get-health';
import { DemoImportBanner } from './demo-import-banner';

const health = (demoImport?: Health['demoImport']): Health => ({
  status: 'ok',
  database: 'pglite',
  version: '0.1.0',
  ...(demoImport ? { demoImport } : {}),
});

/** The server's health answers, one per request, the last one repeated. */
function serveHealth(...answers: Health[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/health') throw new Error(`unexpected ${url.pathname}`);
    const answer = answers[Math.min(fetchMock.mock.calls.length - 1, answers.length - 1)]!;
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DemoImportBanner', () => {
  it('says how many repositories of the demo history are in while the import runs', async () => {
    serveHealth(health({ state: 'importing', repositoriesDone: 43, repositoriesTotal: 150 }));
    renderWithProviders(<DemoImportBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Importing demo history: 43 of 150 repositories',
    );
  });

  it('follows the import every few seconds and disappears when it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveHealth(
      health({ state: 'importing', repositoriesDone: 1, repositoriesTotal: 3 }),
      health({ state: 'importing', repositoriesDone: 2, repositoriesTotal: 3 }),
      health({ state: 'done', repositoriesDone: 3, repositoriesTotal: 3 }),
    );
    renderWithProviders(<DemoImportBanner />);
    expect(await screen.findByText('Importing demo history: 1 of 3 repositories')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    expect(await screen.findByText('Importing demo history: 2 of 3 repositories')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    // Done: no more polling.
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3 * IMPORT_POLL_MS));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('shows nothing on a server without a demo import, or when the check fails', async () => {
    serveHealth(health());
    const answered = createTestQueryClient();
    const { unmount } = renderWithProviders(<DemoImportBanner />, { queryClient: answered });
    await vi.waitFor(() => expect(answered.getQueryState(['health'])?.status).toBe('success'));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const failed = createTestQueryClient();
    renderWithProviders(<DemoImportBanner />, { queryClient: failed });
    await vi.waitFor(() => expect(failed.getQueryState(['health'])?.status).toBe('error'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
