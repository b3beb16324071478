// Times of deliveries and tokens in the reader's own locale and time zone: "when did my webhook
// last fire" is a local question. Intl loads with this lazy page only, never on the landing.
let dateTime: Intl.DateTimeFormat | undefined;

/** An ISO date-time as the reader's locale writes it; `fallback` when there is none. */
export function formatDateTime(iso: string | null, fallback = '—'): string {
  if (iso === null) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}
