/** Spec section 9: scrolling to a section leaves 100px above it (room for bars and breathing). */
export const SCROLL_OFFSET_PX = 100;

/**
 * Smoothly scrolls the page so the element sits 100px below the top, then moves keyboard focus
 * to it (without a second jump) so Tab continues from the chosen section.
 */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
