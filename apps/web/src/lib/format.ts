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

/** Spec sections 1 and 9: the product "covers 500+ Web3 projects". */
export const CLAIMED_PROJECT_COUNT = 500;

/**
 * The project count as pages word it: the spec's "500+" while the registry holds at least 500
 * projects, else the exact count (57 → "57"), so the claim is both the spec's and true.
 */
export function projectCountClaim(count: number): string {
  return count >= CLAIMED_PROJECT_COUNT ? `${CLAIMED_PROJECT_COUNT}+` : groupDigits(count);
}

/**
 * 12345 → "12,345", as `toLocaleString('en-US')` writes an integer, without building a number
 * format (the landing's hero count paints before any other number needs one).
 */
function groupDigits(integer: number): string {
  if (integer < 0) return `-${groupDigits(-integer)}`;
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
