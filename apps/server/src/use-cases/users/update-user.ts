// PUT /user/{id}: one group of settings at a time — the name, e-mail preferences, the project
// subscriptions, the Agent Hub profile (saving it drops the insights of a deleted profile) or the
// default feed. Who may change what (premium parts) is the caller's check, made before this runs.
import type { UpdateUserPayload } from '@gitsignals/contracts';
import {
  deleteInsightsOutsideProfiles,
  findUser,
  inTransaction,
  saveProjectSubscriptions,
  setUserName,
  setUserSettings,
  type Database,
} from '@gitsignals/db';
import { invalid } from '../errors';
import { userNotFound } from './get-user';

export const EMAIL_CHANGE_FLOW_MESSAGE =
  'The e-mail address cannot be changed here. Change it in Settings: it asks for your current password and sends a link to the new address (POST /api/auth/change-email).';

type Change<K extends string> = Extract<UpdateUserPayload, Record<K, unknown>>;

/**
 * {email, name} saves the name. The e-mail is the sign-in address: a different one is refused
 * before anything is written, whether or not another account has it (that is not revealed), and
 * points at the verified flow (docs/decisions/022).
 */
async function saveName(db: Database, userId: string, change: Change<'email'>): Promise<void> {
  const current = await findUser(db, userId);
  if (!current) throw userNotFound();
  if (change.email.trim().toLowerCase() !== current.email.toLowerCase()) {
    throw invalid('email_change_needs_verification', EMAIL_CHANGE_FLOW_MESSAGE);
  }
  if (!(await setUserName(db, userId, change.name))) throw userNotFound();
}

async function saveSubscriptions(db: Database, userId: string, names: string[]): Promise<void> {
  const result = await saveProjectSubscriptions(db, userId, names);
  if (!result.ok) {
    throw invalid('unknown_projects', `Unknown projects: ${result.unknownNames.join(', ')}`);
  }
}

/** Saves the Agent Hub profile; a deleted profile takes its insights with it, in one transaction. */
async function saveProfile(
  db: Database,
  userId: string,
  profile: Change<'project_profile'>['project_profile'],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await setUserSettings(tx, userId, { projectProfile: profile }))) throw userNotFound();
    await deleteInsightsOutsideProfiles(tx, userId, Object.keys(profile));
  });
}

/** Writes one PUT payload; throws the refusal the spec implies when it cannot. */
export async function updateUser(
  deps: { db: Database },
  input: { userId: string; change: UpdateUserPayload },
): Promise<void> {
  const { db } = deps;
  const { userId, change } = input;
  if ('email' in change) return saveName(db, userId, change);
  if ('projectSubList' in change) return saveSubscriptions(db, userId, change.projectSubList);
  if ('project_profile' in change) return saveProfile(db, userId, change.project_profile);
  const settings =
    'defaultFeed' in change
      ? { defaultFeed: change.defaultFeed }
      : { subscribedToEmails: change.subscribedToEmails, emailFrequency: change.emailFrequency };
  if (!(await setUserSettings(db, userId, settings))) throw userNotFound();
}
