// The console is for operators, not the landing: dates and figures in the reader's own locale
// (Intl loads only with this lazy feature, so the landing's first paint does not pay for it).
let dateTime: Intl.DateTimeFormat | undefined;
let dayOnly: Intl.DateTimeFormat | undefined;
let integer: Intl.NumberFormat | undefined;
let dollars: Intl.NumberFormat | undefined;

/** An ISO date-time as the reader's locale writes it, in their time zone; '—' for none. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}

/** A UTC calendar day (YYYY-MM-DD) in the reader's locale, without shifting it a day. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  dayOnly ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return dayOnly.format(date);
}

export function formatCount(value: number): string {
  integer ??= new Intl.NumberFormat();
  return integer.format(value);
}

/** US dollars with cents, and more digits for sums below a cent so they do not read as 0. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return `$${value.toPrecision(2)}`;
  dollars ??= new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
  return dollars.format(value);
}
