import type { User } from '@gitsignals/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';
import SubscribedListsPage from './subscribed-lists-page';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

const SIGNED_IN: SessionContextValue = {
  status: 'authenticated',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  authAvailable: true,
  signOut: async () => {},
};

let user: User;
let puts: unknown[];
let putStatus: number;

beforeEach(() => {
  user = {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    subscribedToEmails: false,
    emailFrequency: 'weekly',
    defaultFeed: 'daily',
    projectSubList: ['Curve'],
    project_profile: {},
    twoFactorEnabled: false,
    created_at: '2026-11-01T00:00:00.000Z',
  };
  puts = [];
  putStatus = 200;
  toastSuccess.mockClear();
  toastError.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/projects/metadata')) {
        return Response.json({
          projects_by_category: { DEX: ['Uniswap', 'Curve'], Oracles: ['Chainlink', 'Pyth'] },
          networks: [],
        });
      }
      if (url.endsWith('/api/user/u1') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { projectSubList: string[] };
        puts.push(body);
        if (putStatus !== 200) {
          return Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 });
        }
        user = { ...user, projectSubList: body.projectSubList };
        return Response.json(user);
      }
      if (url.endsWith('/api/user/u1')) return Response.json(user);
      throw new Error(`unexpected ${url}`);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider value={SIGNED_IN}>
        <MemoryRouter>
          <SubscribedListsPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
// Two Update buttons exist (sidebar and phone bar); jsdom applies no CSS, so take the first.
const update = () => screen.getAllByRole('button', { name: 'Update' })[0]!;

describe('SubscribedListsPage', () => {
  it("starts from the user's list and toggles a category as a whole", async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(box('Curve')).toBeChecked());
    expect(box('Uniswap')).not.toBeChecked();
    expect((box('DEX') as HTMLInputElement).indeterminate).toBe(true);

    // Some selected: the category click adds the missing one.
    await user.click(box('DEX'));
    expect(box('Uniswap')).toBeChecked();
    expect(box('DEX')).toBeChecked();
    // All selected: the next click removes them all, other categories untouched.
    await user.click(box('Chainlink'));
    await user.click(box('DEX'));
    expect(box('Uniswap')).not.toBeChecked();
    expect(box('Curve')).not.toBeChecked();
    expect(box('Chainlink')).toBeChecked();
  });

  it('keeps unsaved choices while searching, then writes the whole list on Update', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(box('Curve')).toBeChecked());
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'pyth');
    expect(screen.queryByRole('checkbox', { name: 'Curve' })).not.toBeInTheDocument();
    await user.click(box('Pyth'));
    await user.clear(search);
    expect(box('Curve')).toBeChecked();
    expect(box('Pyth')).toBeChecked();
    expect(screen.getAllByText('Unsaved changes')[0]).toBeInTheDocument();

    await user.click(update());
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Subscription Updated', {
        description: 'You are subscribed to 2 projects.',
      }),
    );
    expect(puts).toEqual([{ projectSubList: ['Curve', 'Pyth'] }]);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('needs at least one project', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(box('Curve')).toBeChecked());
    await user.click(box('Curve'));
    await user.click(update());
    expect(toastError).toHaveBeenCalledWith('No projects selected', {
      description: 'Please select at least one project to subscribe to',
    });
    expect(puts).toEqual([]);
  });

  it('says so when saving fails and keeps the choice on screen', async () => {
    const user = userEvent.setup();
    putStatus = 500;
    renderPage();
    await waitFor(() => expect(box('Curve')).toBeChecked());
    await user.click(box('Uniswap'));
    await user.click(update());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', {
        description: 'Failed to update subscriptions. Please try again.',
      }),
    );
    expect(box('Uniswap')).toBeChecked();
  });
});
