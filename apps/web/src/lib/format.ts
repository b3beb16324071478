// Dates and counts are written by hand in the one format the spec uses (en-US, UTC): building an
// Intl.DateTimeFormat or NumberFormat loads locale data, ~70–130 ms of a throttled phone's main
// thread while the landing's sample cards hydrate, for output these few lines give exactly.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 21, 2026' for an ISO date or date-time. Dates are formatted in UTC because analysis dates
 * are calendar days (YYYY-MM-DD) that must not shift with the reader's time zone.
 */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  const figure = Number.isSafeInteger(count) ? groupDigits(count) : count.toLocaleString('en-US');
  return `${figure} ${count === 1 ? singular : plural}`;
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
  if (integer < 0) return `-${groupDigits(-integer)}`;
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
