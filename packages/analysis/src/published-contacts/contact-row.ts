// One PublishedContact with every field the source did not give set to null, and the short
// "a, b +3 more" list that titles use when a handle owns several patterns or files.
import type { PublishedContact, PublishedContactKind } from '@gitsignals/domain';

type Given = Partial<Omit<PublishedContact, 'kind' | 'path' | 'title'>>;

export function contactRow(
  kind: PublishedContactKind,
  path: string,
  title: string,
  given: Given,
): PublishedContact {
  return {
    kind,
    handle: given.handle ?? null,
    name: given.name ?? null,
    firstName: given.firstName ?? null,
    lastName: given.lastName ?? null,
    email: given.email ?? null,
    url: given.url ?? null,
    title,
    path,
  };
}

/** The first `shown` items, then "+N more" for the rest: "contracts/, script/ +3 more". */
export function shortList(items: readonly string[], shown = 2): string {
  const head = items.slice(0, shown).join(', ');
  const more = items.length - shown;
  return more > 0 ? `${head} +${more} more` : head;
}
