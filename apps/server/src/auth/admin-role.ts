// Who is an admin (ADR 055): an account granted the role with `grant-admin` (users.role), or one
// whose e-mail is in ADMIN_EMAILS. The list is read at start and never written to the database,
// so removing an address from it takes the role away at the next start.

export interface AdminCandidate {
  email: string;
  role: string | null;
}

/** `adminEmails` lower-cased, as env.ts reads ADMIN_EMAILS. */
export function isAdmin(user: AdminCandidate, adminEmails: readonly string[]): boolean {
  return user.role === 'admin' || adminEmails.includes(user.email.trim().toLowerCase());
}
