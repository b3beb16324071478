// The choices of a user's settings that the database stores as text.

/** E-mail digest frequencies (spec section 9); weekly is the default. */
export const EMAIL_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const DEFAULT_EMAIL_FREQUENCY = 'weekly' satisfies EmailFrequency;

export function isEmailFrequency(value: string): value is EmailFrequency {
  return (EMAIL_FREQUENCIES as readonly string[]).includes(value);
}

/** Which home-feed tab opens first. */
export const DEFAULT_FEEDS = ['daily', 'personal'] as const;
export type DefaultFeed = (typeof DEFAULT_FEEDS)[number];
