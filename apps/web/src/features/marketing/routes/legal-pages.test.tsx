import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyPolicy, termsOfService } from '@/content/legal';
import { brand } from '@/content/marketing';
import { renderWithProviders } from '@/test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

describe.each([
  { name: 'PrivacyPage', Page: PrivacyPage, document: privacyPolicy },
  { name: 'TermsPage', Page: TermsPage, document: termsOfService },
])('$name', ({ Page, document }) => {
  it('shows the title, the date and every section, with contents that link to each', () => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${document.lastUpdated}`)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(document.sections.length);
    document.sections.forEach((section, i) => {
      expect(links[i]).toHaveAttribute('href', `#${section.id}`);
      const heading = screen.getByRole('heading', {
        level: 2,
        name: `${i + 1}. ${section.heading}`,
      });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
    });
  });

  it('gives the support e-mail as the contact', () => {
    renderWithProviders(<Page />);
    const mailLinks = screen.getAllByRole('link', { name: brand.contactEmail });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks)
      expect(link).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
    expect(document.sections.at(-1)?.heading).toBe('Contact');
  });
});

describe('PrivacyPage', () => {
  it('says the service is not directed to children under 13', () => {
    renderWithProviders(<PrivacyPage />);
    const children = screen.getByRole('heading', { name: /Children$/ }).closest('section')!;
    expect(children).toHaveTextContent(/not directed to children under 13/);
  });
});

describe('TermsPage', () => {
  it('says the content is information, not investment advice, and how cancelling works', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByText(/Nothing on GitSignals is investment, financial/)).toBeInTheDocument();
    expect(
      screen.getByText(/Cancellation takes effect at the end of the period/),
    ).toBeInTheDocument();
  });
});
