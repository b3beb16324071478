// The backend user record (spec section 7): the user's row and the projects they subscribe to;
// POST /user also makes sure the record has a name.
import {
  setUserNameIfBlank,
  findUser,
  listSubscribedProjectNames,
  type Database,
} from '@gitsignals/db';
import { notFound } from '../errors';

export const userNotFound = () => notFound('User not found');

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export interface UserRecord {
  row: UserRow;
  projectNames: string[];
}

export async function getUser(
  deps: { db: Database },
  input: { userId: string },
): Promise<UserRecord> {
  const row = await findUser(deps.db, input.userId);
  if (!row) throw userNotFound();
  return { row, projectNames: await listSubscribedProjectNames(deps.db, input.userId) };
}

const localPart = (email: string) => email.split('@')[0]?.trim() ?? '';

/**
 * Sign-up already made the record; a blank name becomes the given one, else the e-mail's local
 * part, else the whole address.
 */
export async function ensureUserRecord(
  deps: { db: Database },
  input: { userId: string; name?: string | undefined },
): Promise<UserRecord> {
  const row = await findUser(deps.db, input.userId);
  if (!row) throw userNotFound();
  if (row.name.trim() === '') {
    await setUserNameIfBlank(
      deps.db,
      input.userId,
      input.name || localPart(row.email) || row.email,
    );
  }
  return getUser(deps, { userId: input.userId });
}
