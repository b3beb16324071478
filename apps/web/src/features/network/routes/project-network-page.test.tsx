import type { Contact, ProjectContacts } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import ProjectNetworkPage from './project-network-page';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

function contact(overrides: Partial<Contact>): Contact {
  return {
    id: 1,
    first_name: '',
    last_name: '',
    title: null,
    work_email: null,
    personal_email: null,
    personal_linkedin: null,
    twitter: null,
    company_linkedin: null,
    source: 'import',
    profile_url: null,
    commit_share: null,
    ...overrides,
  };
}

function contacts(overrides: Partial<ProjectContacts> = {}): ProjectContacts {
  return {
    project: 'Aave',
    slug: 'aave',
    company_url: 'https://www.linkedin.com/company/example-aave',
    github_url: 'https://github.com/aave-dao/aave-v3-origin',
    contacts: [
      contact({
        id: 1,
        first_name: 'Ada',
        last_name: 'Example',
        title: 'Head of Business Development',
        work_email: 'ada.example@example.com',
        personal_linkedin: 'https://www.linkedin.com/in/ada-example',
        twitter: '@ada_example',
        company_linkedin: 'https://www.linkedin.com/company/example-aave',
      }),
      contact({
        id: 2,
        first_name: 'Ben',
        last_name: 'Sample',
        title: 'Protocol Engineer',
        personal_email: 'ben@example.org',
      }),
      contact({
        id: 3,
        first_name: 'Alice Maintainer',
        source: 'commits',
        profile_url: 'https://github.com/alice-gh',
        commit_share: 0.5797,
      }),
      contact({ id: 4, first_name: 'Bob Builder', source: 'commits', commit_share: 0.2899 }),
    ],
    ...overrides,
  };
}

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

function renderPage(
  answer: () => Response | Promise<Response>,
  { route = '/network/aave', hasActiveSubscription = true } = {},
) {
  fetchMock.mockImplementation(async (url) =>
    url.startsWith('/api/billing/subscription-status/')
      ? Response.json({ hasActiveSubscription })
      : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<ProjectNetworkPage />, {
    route,
    path: '/network/:projectName',
    session: signedInSession(),
    routes: [
      { path: '/network', element: <p>Network landing</p> },
      { path: '/pricing', element: <p>Pricing page</p> },
      { path: '/stacks/:projectName', element: <p>Stack page</p> },
    ],
  });
}

afterEach(() => {
  fetchMock.mockReset();
  toastSuccess.mockReset();
  toastError.mockReset();
  vi.unstubAllGlobals();
});

describe('ProjectNetworkPage', () => {
  it('shows the contact table, the links and the core contributors apart', async () => {
    renderPage(() => Response.json(contacts()));
    expect(await screen.findByRole('heading', { name: 'Aave', level: 1 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/profile/aave/contacts');
    const [table, contributors] = screen.getAllByRole('table');
    expect(
      within(table!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['First Name', 'Last Name', 'Title', 'Email', 'Links']);
    expect(within(table!).getAllByRole('row')).toHaveLength(3);
    expect(within(table!).getByRole('link', { name: 'ada.example@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada.example@example.com',
    );
    expect(
      within(table!).getByRole('link', { name: 'Ada Example on X (Twitter)' }),
    ).toHaveAttribute('href', 'https://x.com/ada_example');
    expect(screen.getByRole('link', { name: 'Company profile' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/example-aave',
    );
    expect(screen.getByRole('link', { name: 'View stack' })).toHaveAttribute(
      'href',
      '/stacks/aave',
    );
    // Contributors: name, profile link only where known, share; never an e-mail column.
    expect(
      within(contributors!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Profile', 'Share of commits']);
    expect(
      within(contributors!).getByRole('link', { name: 'Alice Maintainer on GitHub' }),
    ).toHaveAttribute('href', 'https://github.com/alice-gh');
    expect(within(contributors!).getByText('58.0%')).toBeInTheDocument();
    expect(within(contributors!).queryByText(/@/)).not.toBeInTheDocument();
  });

  it('filters both lists and highlights the matches', async () => {
    const user = userEvent.setup();
    renderPage(() => Response.json(contacts()));
    const search = await screen.findByRole('searchbox', { name: 'Search contacts' });
    await user.type(search, 'ada');
    const [table] = screen.getAllByRole('table');
    expect(within(table!).getAllByRole('row')).toHaveLength(2);
    const marks = [...table!.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Ada', 'ada']);
    expect(screen.getByText('No core contributors match "ada"')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'builder');
    expect(screen.getByText('No contacts match "builder"')).toBeInTheDocument();
    expect(screen.getByText('Builder', { selector: 'mark' })).toBeInTheDocument();
  });

  it("copies an e-mail address with the 'Email copied' toast", async () => {
    const user = userEvent.setup();
    renderPage(() => Response.json(contacts()));
    await user.click(
      await screen.findByRole('button', { name: 'Copy email ada.example@example.com' }),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Email copied', {
        description: 'Email address copied to clipboard',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe('ada.example@example.com');
  });

  it('says so when nothing was imported and no contributors were found', async () => {
    renderPage(() => Response.json(contacts({ contacts: [], company_url: null })));
    expect(
      await screen.findByText('No contacts have been imported for Aave yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No core contributors in the last year of commits.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company profile' })).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Contacts' with a way back to /network", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(() =>
      Response.json(
        { error: { code: 'internal_error', message: 'Internal server error' } },
        { status: 500 },
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Contacts' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch contacts: 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Network' }));
    expect(router.state.location.pathname).toBe('/network');
  });

  it('names an unknown project in the error view, without a retry', async () => {
    renderPage(
      () => Response.json({ error: { code: 'not_found', message: 'none' } }, { status: 404 }),
      { route: '/network/no%20such' },
    );
    expect(await screen.findByText("We couldn't find contacts for no such.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user without a subscription to /pricing, replacing the entry', async () => {
    const { router } = renderPage(() => Response.json(contacts()), {
      hasActiveSubscription: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // The gated contacts were never asked for.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/billing/subscription-status/u1',
    ]);
  });
});
