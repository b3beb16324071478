import { MoonIcon, SunIcon } from 'lucide-react';

/**
 * The theme button's icon: a moon when the page is dark, else a sun. Chosen by the `dark` class
 * that build/theme-init.js and the theme provider set on <html>, so a page pre-rendered without
 * knowing the visitor's theme shows the right one before any script runs (ADR 044).
 */
export function ThemeIcon() {
  return (
    <>
      <SunIcon aria-hidden="true" className="dark:hidden" />
      <MoonIcon aria-hidden="true" className="hidden dark:block" />
    </>
  );
}
