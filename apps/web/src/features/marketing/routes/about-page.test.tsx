import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import AboutPage from './about-page';

const SECTIONS = [
  'The Problem',
  'Solution',
  'Agent Engine',
  'GitHub Intelligence',
  'Real Use Cases',
  'More Research',
  'Roadmap',
  'Get in Touch',
];

function renderPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  return renderWithProviders(<AboutPage />);
}

const metadata = {
  projects_by_category: { DeFi: ['aave', 'uniswap'], Infra: ['optimism', 'aave'] },
  networks: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AboutPage', () => {
  it('has the spec’s collapsible sections in order, all open', () => {
    renderPage(async () => Response.json(metadata));
    expect(screen.getByRole('heading', { level: 1, name: 'About GitSignals' })).toBeInTheDocument();
    const toggles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).getByRole('button'));
    expect(toggles.map((button) => button.textContent)).toEqual(SECTIONS);
    for (const button of toggles) expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses and expands a section from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(async () => Response.json(metadata));
    const toggle = screen.getByRole('button', { name: 'Roadmap' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(screen.getByRole('region', { name: 'Roadmap' })).toContainElement(panel);
    expect(panel).toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.queryByText('Crosschain tokens')).not.toBeVisible();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Crosschain tokens')).toBeVisible();
  });

  it('lists the five agent profiles and the roadmap of spec section 1', () => {
    renderPage(async () => Response.json(metadata));
    const agents = screen.getByRole('table', { name: 'Agent Engine' });
    expect(
      within(agents)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstElementChild?.textContent),
    ).toEqual(['Growth', 'Risk', 'Auditor', 'Investor', 'Ecosystem']);
    const roadmap = within(screen.getByRole('region', { name: 'Roadmap' })).getAllByRole(
      'listitem',
    );
    expect(roadmap.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'AI analysis of repository activity',
      'AI network',
      'Token standard',
      'DEX',
      'Crosschain tokens',
    ]);
    expect(screen.getByRole('button', { name: 'Show All 18 Signals' })).toBeInTheDocument();
  });

  it('counts the projects from the API', async () => {
    renderPage(async () => Response.json(metadata));
    expect(await screen.findByText(/public repositories of 3 Web3 projects/)).toBeInTheDocument();
  });

  it('reads without a project count when the API fails', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AboutPage />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText(/public repositories of Web3 projects every day/)).toBeInTheDocument();
  });
});
