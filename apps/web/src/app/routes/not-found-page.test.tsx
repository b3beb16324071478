import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page is missing, links home and logs the path as info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(info).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
    expect(error).not.toHaveBeenCalled();
    info.mockRestore();
    error.mockRestore();
  });
});
