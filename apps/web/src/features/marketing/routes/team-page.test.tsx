import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@/content/marketing';
import { renderWithProviders } from '@/test/render';
import TeamPage from './team-page';

describe('TeamPage', () => {
  it("shows 'Meet the Team' and the four role cards, each with an avatar and a bio", () => {
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet the Team' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Team members' })).getAllByRole(
      'listitem',
    );
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['CEO', 'CTO', 'CPO', 'AI Advisor']);
    for (const card of cards) {
      // The photo: a generated initials avatar with a text alternative (no invented people).
      expect(within(card).getByRole('img').getAttribute('aria-label')).toMatch(/^Avatar with/);
      expect(within(card).getByText(/^(Leads|Advises)/)).toBeInTheDocument();
    }
  });

  it('offers the support e-mail and the pricing page', () => {
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('link', { name: 'Email the team' })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    expect(screen.getByText(/We answer within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See founding pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});
