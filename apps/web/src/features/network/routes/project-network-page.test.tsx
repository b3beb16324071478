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
    kind: null,
    handle: null,
    source_path: null,
    source_commit: null,
    source_url: null,
    ...overrides,
  };
}

const HEAD = '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d';
const fileAt = (path: string) => `https://github.com/aave-dao/aave-v3-origin/blob/${HEAD}/${path}`;

/** A row the project's files publish, as the API returns it. */
function publishedContact(overrides: Partial<Contact>): Contact {
  return contact({
    source: 'published',
    source_commit: HEAD,
    source_path: overrides.source_path ?? 'CODEOWNERS',
    source_url: fileAt(overrides.source_path ?? 'CODEOWNERS'),
    ...overrides,
  });
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
      publishedContact({
        id: 5,
        kind: 'security',
        title: 'Security contact',
        work_email: 'security@aave.example.org',
        source_path: 'SECURITY.md',
      }),
      publishedContact({
        id: 6,
        kind: 'maintainer',
        first_name: 'Jane',
        last_name: 'Doe',
        handle: 'jdoe',
        title: 'Maintainer',
        source_path: 'MAINTAINERS.md',
      }),
      publishedContact({
        id: 7,
        kind: 'code-owner',
        handle: 'aave-dao/core',
        title: 'Code owner: contracts/, script/ +3 more',
      }),
      publishedContact({
        id: 8,
        kind: 'funding',
        handle: 'aave',
        title: 'Funding: Open Collective',
        profile_url: 'https://opencollective.com/aave',
        source_path: '.github/FUNDING.yml',
      }),
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
    const [table, published, contributors] = screen.getAllByRole('table');
    expect(published).toHaveAccessibleName('Published by the project');
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

  it('shows what the project publishes apart, each row with its source file at the commit', async () => {
    renderPage(() => Response.json(contacts()));
    const published = await screen.findByRole('table', { name: 'Published by the project' });
    expect(
      within(published)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Title', 'Contact', 'Source']);
    const rows = within(published).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // The security contact is the project's: an address, no person.
    const security = rows[0]!;
    expect(within(security).getByText('Security contact')).toBeInTheDocument();
    expect(
      within(security).getByRole('link', { name: 'security@aave.example.org' }),
    ).toHaveAttribute('href', 'mailto:security@aave.example.org');
    expect(
      within(security).getByRole('link', { name: 'Source: SECURITY.md @ 1a2b3c4' }),
    ).toHaveAttribute('href', fileAt('SECURITY.md'));
    // A maintainer: the name the file gives and the handle, linked to GitHub.
    expect(within(rows[1]!).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'jdoe on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/jdoe',
    );
    // A team handle opens the team's page; its title lists what it owns.
    expect(within(rows[2]!).getByRole('link', { name: 'aave-dao/core on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/orgs/aave-dao/teams/core',
    );
    expect(
      within(rows[2]!).getByText('Code owner: contracts/, script/ +3 more'),
    ).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('link', { name: 'Source: CODEOWNERS @ 1a2b3c4' }),
    ).toHaveAttribute('href', fileAt('CODEOWNERS'));
    // A funding account links to its platform, not to a GitHub profile.
    expect(within(rows[3]!).queryByRole('link', { name: /on GitHub/ })).not.toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'opencollective.com/aave' })).toHaveAttribute(
      'href',
      'https://opencollective.com/aave',
    );
  });

  it('says so when the project publishes no contacts', async () => {
    renderPage(() =>
      Response.json(
        contacts({ contacts: contacts().contacts.filter((c) => c.source !== 'published') }),
      ),
    );
    expect(
      await screen.findByText('This project publishes no contacts in its repositories.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: 'Published by the project' }),
    ).not.toBeInTheDocument();
  });

  it('filters every list and highlights the matches', async () => {
    const user = userEvent.setup();
    renderPage(() => Response.json(contacts()));
    const search = await screen.findByRole('searchbox', { name: 'Search contacts' });
    await user.type(search, '@jdoe');
    const published = screen.getByRole('table', { name: 'Published by the project' });
    expect(within(published).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('No contacts match "@jdoe"')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ada');
    const [table] = screen.getAllByRole('table');
    expect(within(table!).getAllByRole('row')).toHaveLength(2);
    const marks = [...table!.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Ada', 'ada']);
    expect(screen.getByText('No core contributors match "ada"')).toBeInTheDocument();
    expect(screen.getByText('No published contacts match "ada"')).toBeInTheDocument();

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

  it('says so when nothing was imported, published or derived', async () => {
    renderPage(() => Response.json(contacts({ contacts: [], company_url: null })));
    expect(
      await screen.findByText('No contacts have been imported for Aave yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This project publishes no contacts in its repositories.'),
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
