// Made on first use: building a DateTimeFormat loads the locale's calendar data (~100 ms of main
// thread on a phone), which a page that shows no date (the landing's first paint) should not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
const getDateFormat = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/**
 * 'Nov 21, 2026' for an ISO date or date-time. Dates are formatted in UTC because analysis dates
 * are calendar days (YYYY-MM-DD) that must not shift with the reader's time zone.
 */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : getDateFormat().format(date);
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/**
 * A headline figure for a count: 649 → "600+", 57 → "50+", 7 → "7". Rounds down, so the claim
 * is always true for the number the API returned.
 */
export function headlineCount(count: number): string {
  if (count < 10) return String(count);
  const step = count >= 1000 ? 1000 : count >= 100 ? 100 : 10;
  const floor = Math.floor(count / step) * step;
  return floor === count ? groupDigits(count) : `${groupDigits(floor)}+`;
}

/**
 * 12345 → "12,345", as `toLocaleString('en-US')` writes an integer, without building a number
 * format (the landing's hero count paints before any other number needs one).
 */
function groupDigits(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
