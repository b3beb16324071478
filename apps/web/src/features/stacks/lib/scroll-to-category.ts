/** Spec section 2: the table of contents scrolls to a section with a 100px offset. */
export const SCROLL_OFFSET_PX = 100;

/** Smoothly scrolls the section to 100px below the top and moves keyboard focus to it. */
export function scrollToCategory(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
