import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarProvider, useSidebar } from './sidebar-context';
import { readSidebarCookie, SIDEBAR_COOKIE_NAME } from './sidebar-state';

function Probe() {
  const { open } = useSidebar();
  return <p>{open ? 'expanded' : 'collapsed'}</p>;
}

afterEach(() => {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; max-age=0; path=/`;
});

describe('sidebar state', () => {
  it('reads the cookie, expanded by default', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('toggles with Ctrl+B and Cmd+B and stores the state in the cookie', () => {
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByText('expanded')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }));
    });
    expect(screen.getByText('collapsed')).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar_state=false');

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'B', metaKey: true }));
    });
    expect(screen.getByText('expanded')).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByText('collapsed')).toBeInTheDocument();
  });

  it('refuses to work outside its provider', () => {
    expect(() => render(<Probe />)).toThrow(/inside <SidebarProvider>/);
  });
});
