import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '@/components/auth/auth-test-utils';
import { sampleUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { DESKTOP_NAV, MOBILE_NAV } from './nav-items';
import { useNavItems } from './use-nav-items';

afterEach(() => vi.unstubAllGlobals());

function Menu({ items }: { items: typeof DESKTOP_NAV }) {
  const shown = useNavItems(items);
  return (
    <ul aria-label="Menu">
      {shown.map((item) => (
        <li key={item.to}>
          {item.label} → {item.to}
        </li>
      ))}
    </ul>
  );
}

function renderMenuFor(isAdmin: boolean, items: typeof DESKTOP_NAV) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(sampleUser({ id: 'user-1', isAdmin }))),
  );
  return renderWithProviders(<Menu items={items} />, { session: SIGNED_IN });
}

describe('useNavItems', () => {
  it('adds the console, last, to the sidebar and the phone menu of an admin', async () => {
    renderMenuFor(true, DESKTOP_NAV);
    expect(await screen.findByText('Admin console → /admin')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(DESKTOP_NAV.length + 1);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Admin console');
  });

  it('leaves it out for an account without the admin role, once its record is in', async () => {
    const { queryClient } = renderMenuFor(false, MOBILE_NAV);
    await vi.waitFor(() => expect(queryClient.getQueryData(['user', 'user-1'])).toBeDefined());
    expect(screen.queryByText(/Admin console/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(MOBILE_NAV.length);
  });
});
