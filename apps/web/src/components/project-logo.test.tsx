import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { githubAvatarUrl, initialsOf, ProjectLogo } from './project-logo';

// jsdom has no IndexedDB: the cache hands back the original URL, which is what we assert on.
vi.mock('@/lib/image-cache', () => ({
  getImageCache: () => ({
    acquire: async (url: string) => url,
    release: () => {},
    hasFailed: () => false,
    clear: async () => {},
  }),
}));

describe('ProjectLogo', () => {
  it('builds the GitHub organisation avatar URL', () => {
    expect(githubAvatarUrl('OffchainLabs')).toBe(
      'https://avatars.githubusercontent.com/OffchainLabs?size=96',
    );
  });

  it('derives initials', () => {
    expect(initialsOf('Uniswap Labs')).toBe('UL');
    expect(initialsOf('aave')).toBe('AA');
    expect(initialsOf('0x')).toBe('0X');
    expect(initialsOf('---')).toBe('?');
  });

  it('shows the initials placeholder when there is no logo URL', () => {
    const { container } = render(<ProjectLogo name="Celestia" src={null} />);
    expect(screen.getByText('CE')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-status', 'error');
  });

  it('goes loading → loaded, then drops the placeholder', async () => {
    const { container } = render(
      <ProjectLogo name="Aave" src="https://avatars.githubusercontent.com/aave" />,
    );
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-status', 'loading');
    const img = await waitFor(() => {
      const el = container.querySelector('img');
      if (!el) throw new Error('no img yet');
      return el;
    });
    fireEvent.load(img);
    expect(root).toHaveAttribute('data-status', 'loaded');
    expect(screen.queryByText('AA')).toBeNull();
  });

  it('falls back to the placeholder when the image fails', async () => {
    const { container } = render(
      <ProjectLogo name="Aave" src="https://avatars.githubusercontent.com/x" />,
    );
    const img = await waitFor(() => {
      const el = container.querySelector('img');
      if (!el) throw new Error('no img yet');
      return el;
    });
    fireEvent.error(img);
    expect(container.firstElementChild).toHaveAttribute('data-status', 'error');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AA')).toBeInTheDocument();
  });
});
