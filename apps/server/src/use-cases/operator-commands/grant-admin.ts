// `grant-admin EMAIL [--revoke]`: gives an account the admin role (the operators' console,
// ADR 055), or takes it away. Admins listed in ADMIN_EMAILS stay admins whatever the row says.
import { z } from 'zod';
import { setUserRoleByEmail } from '@gitsignals/db';
import { defineCommand } from './command';

const args = z.object({
  email: z.string().trim().min(3).max(254).includes('@', { message: 'must be an e-mail address' }),
  revoke: z.boolean().optional(),
});

export const grantAdminCommand = defineCommand({
  name: 'grant-admin',
  description:
    "give the account with this e-mail the admin role (the operators' console at /admin); --revoke takes it away",
  args,
  async run({ env, handle, say }, { email, revoke }) {
    const stored = await setUserRoleByEmail(handle.db, email, revoke ? null : 'admin');
    if (stored === undefined) {
      say(`No account has the e-mail ${email}: sign up first, then grant it.`);
      return 1;
    }
    if (!revoke) {
      say(`${stored} is an admin now: the console is at /admin.`);
      return 0;
    }
    const listed = env.ADMIN_EMAILS.includes(stored.toLowerCase());
    say(
      listed
        ? `${stored} is no longer granted the admin role, but stays an admin while ADMIN_EMAILS lists it.`
        : `${stored} is no longer an admin.`,
    );
    return 0;
  },
});
