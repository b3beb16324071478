import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** Marks each bookmark card so focus can find the card a focused control belongs to. */
export const CARD_ID_ATTRIBUTE = 'data-saved-feed-id';

type LastFocus = { id: string; order: string[] };

function cardIds(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>(`[${CARD_ID_ATTRIBUTE}]`)].map(
    (card) => card.getAttribute(CARD_ID_ATTRIBUTE) ?? '',
  );
}

function bookmarkButtonOf(container: HTMLElement, id: string): HTMLElement | null {
  const card = [...container.querySelectorAll<HTMLElement>(`[${CARD_ID_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(CARD_ID_ATTRIBUTE) === id,
  );
  return card?.querySelector<HTMLElement>('button[aria-label="Bookmark"]') ?? null;
}

/**
 * Removing a bookmark takes its card, and the focused Bookmark button, out of the page; the
 * browser then drops focus to the body. This puts it on the next card's Bookmark button (the
 * previous one for the last card), or on the page heading once no card is left.
 * `listVersion` changes whenever the shown cards may have changed.
 */
export function useFocusAfterRemoval(
  container: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  listVersion: unknown,
) {
  const lastFocus = useRef<LastFocus | null>(null);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const card = (event.target as HTMLElement).closest(`[${CARD_ID_ATTRIBUTE}]`);
    const id = card?.getAttribute(CARD_ID_ATTRIBUTE);
    lastFocus.current = id && container.current ? { id, order: cardIds(container.current) } : null;
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moved on elsewhere by the user: nothing to restore. (A removed element blurs with
    // no relatedTarget, so that case keeps the record.)
    const next = event.relatedTarget as Node | null;
    if (next && !container.current?.contains(next)) lastFocus.current = null;
  };

  useLayoutEffect(() => {
    const last = lastFocus.current;
    const root = container.current;
    if (!last || !root) return;
    const present = cardIds(root);
    if (present.includes(last.id)) return;
    lastFocus.current = null;
    // Only when focus was really lost: typing in the search box also hides cards.
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const at = last.order.indexOf(last.id);
    const after = last.order.slice(at + 1).find((id) => present.includes(id));
    const before = last.order
      .slice(0, at)
      .reverse()
      .find((id) => present.includes(id));
    const target = [after, before]
      .map((id) => (id ? bookmarkButtonOf(root, id) : null))
      .find(Boolean);
    if (target) {
      target.focus();
      return;
    }
    // The heading has tabIndex -1 so it can take focus.
    heading.current?.focus();
  }, [listVersion, container, heading]);

  return { onFocus, onBlur };
}
