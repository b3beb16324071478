/** How long a new API token lasts: until deleted, 30 or 90 days, or until a chosen day. */
export const TOKEN_EXPIRY_CHOICES = [
  { value: 'none', label: 'No expiry' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom date' },
] as const;
export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_CHOICES)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `expiresAt` to send: undefined for none, now + N days, or the end of the chosen day in
 * the reader's time zone (a token "until March 3" still works on March 3). Null: no day chosen.
 */
export function expiresAtOf(
  choice: TokenExpiryChoice,
  customDay: string,
  now: Date = new Date(),
): string | undefined | null {
  if (choice === 'none') return undefined;
  if (choice === 'custom') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(customDay)) return null;
    const [year, month, day] = customDay.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day, 23, 59, 59).toISOString();
  }
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}
