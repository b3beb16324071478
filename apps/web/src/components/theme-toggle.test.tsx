import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider } from '@/hooks/use-theme';
import { ThemeToggle } from './theme-toggle';

const page = () => (
  <ThemeProvider>
    <ThemeToggle />
  </ThemeProvider>
);

/** As scripts/prerender.ts renders it: a second pass once the lazy menu's module is in. */
async function snapshot(): Promise<string> {
  renderToString(page());
  await new Promise((resolve) => setTimeout(resolve, 100));
  return renderToString(page());
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('ThemeToggle on a pre-rendered page', () => {
  it('hydrates the snapshot without a mismatch, then names the theme the visitor saved', async () => {
    const html = await snapshot();
    expect(html).toContain('aria-label="Theme: System"');

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const snapshotButton = container.querySelector('button');
    const onRecoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    const button = container.querySelector('button');
    // The element the snapshot painted is the one React kept, now with the saved theme's name.
    expect(button).toBe(snapshotButton);
    expect(button?.getAttribute('aria-label')).toBe('Theme: Dark');
  });
});
