import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and when rendering it at build time), true
 * afterwards and in every render of a page that was not pre-rendered. A value that only the
 * browser knows (the saved theme) is shown as the snapshot shows it until then, so hydration
 * finds the markup it expects and React updates it right after (ADR 047).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
