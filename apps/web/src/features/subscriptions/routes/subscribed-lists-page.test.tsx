import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUserApi, type FakeUserApi } from '@/test/fake-user-api';
import { sampleUser, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import SubscribedListsPage from './subscribed-lists-page';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

let userApi: FakeUserApi;
let subscribed: boolean;

beforeEach(() => {
  userApi = fakeUserApi(sampleUser({ projectSubList: ['Curve'] }));
  subscribed = true;
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
      if (url.endsWith('/api/user/u1')) return userApi.answer(init);
      if (url.endsWith('/api/billing/subscription-status/u1')) {
        return Response.json({ hasActiveSubscription: subscribed });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(<SubscribedListsPage />, {
    route: '/subscribed-lists',
    session: signedInSession(),
    routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });
// Two Update buttons exist (sidebar and phone bar); jsdom applies no CSS, so take the first.
const update = () => screen.getAllByRole('button', { name: 'Update' })[0]!;

describe('SubscribedListsPage', () => {
  it('shows a free account the editor blurred and inert under a subscribe overlay', async () => {
    const user = userEvent.setup();
    subscribed = false;
    const { router } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    expect(
      await screen.findByRole('heading', { name: 'Subscribe to choose your projects' }),
    ).toBeInTheDocument();
    // The page still says what it is; the editor behind is a picture nobody can operate.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Project Subscriptions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Curve')).toBeInTheDocument());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(
      screen.getByPlaceholderText('Search projects or categories').closest('[inert]'),
    ).not.toBeNull();

    const plans = screen.getByRole('link', { name: 'View plans' });
    expect(plans.closest('[inert]')).toBeNull();
    await user.click(plans);
    expect(router.state.location.pathname).toBe('/pricing');
    expect(userApi.puts).toEqual([]);
  });

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

  it('toggles the whole category while the search box shows only part of it', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(box('Curve')).toBeChecked());
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'uni');
    expect(screen.queryByRole('checkbox', { name: 'Curve' })).not.toBeInTheDocument();
    // Curve (hidden) is selected, Uniswap is not: the category is partly selected.
    expect((box('DEX') as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();

    await user.click(box('DEX'));
    expect(box('Uniswap')).toBeChecked();
    expect(box('DEX')).toBeChecked();
    // All selected: the next click removes the hidden Curve as well.
    await user.click(box('DEX'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
    expect(box('Uniswap')).not.toBeChecked();
    expect(box('Curve')).not.toBeChecked();
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
    expect(userApi.puts).toEqual([{ projectSubList: ['Curve', 'Pyth'] }]);
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
    expect(userApi.puts).toEqual([]);
  });

  it('says so when saving fails and keeps the choice on screen', async () => {
    const user = userEvent.setup();
    userApi.putError = { status: 500, message: 'down' };
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
