// The Message-ID of a user's digest for a period: the same on every delivery of that digest, so a
// copy sent again after a crash (the first reached the mail server, the sender died before it
// heard so) collapses with the first in the reader's mail client. docs/decisions/020-digest-outbox.md.

/**
 * Anything but letters, digits and hyphens becomes `=` and its code in hex, so the parts never
 * contain the dots that separate them: distinct (user, period) pairs get distinct ids, and every
 * id is a valid RFC 5322 dot-atom.
 */
function atom(value: string): string {
  return value.replace(
    /[^A-Za-z0-9-]/gu,
    (c) => `=${c.codePointAt(0)!.toString(16).toUpperCase()}`,
  );
}

/** `<digest.{user}.{frequency}.{period}@{PUBLIC_URL host}>`, e.g. `<digest.u1.weekly.2026-W11@gitsignals.app>`. */
export function digestMessageId(input: {
  userId: string;
  periodKey: string;
  publicUrl: string;
}): string {
  const host = new URL(input.publicUrl).hostname;
  const period = input.periodKey.split(':').map(atom).join('.');
  return `<digest.${atom(input.userId)}.${period}@${host}>`;
}
