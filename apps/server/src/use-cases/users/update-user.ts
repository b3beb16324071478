// PUT /user/{id}: one group of settings at a time — the name, e-mail preferences, the project
// subscriptions, the Agent Hub profile (saving it drops the insights of a deleted profile, and
// queues an insights run for the user) or the default feed. Who may change what (premium parts)
// is the caller's check, made before this runs.
import type { UpdateUserPayload } from '@gitsignals/contracts';
import { daysAgo } from '@gitsignals/domain';
import {
  deleteInsightsOutsideProfiles,
  deleteInsightsSince,
  findUser,
  inTransaction,
  saveProjectSubscriptions,
  setUserName,
  setUserSettings,
  type Database,
} from '@gitsignals/db';
import { invalid } from '../errors';
import { INSIGHTS_LOOKBACK_DAYS } from '../insights/generate-insights';
import type { InsightRunQueue } from '../insights/insight-runs';
import { userNotFound } from './get-user';

export interface UpdateUserDeps {
  db: Database;
  now: () => Date;
  /** Where a saved profile's insights run is queued. */
  insightRuns: InsightRunQueue;
}

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

type Profile = Change<'project_profile'>['project_profile'];

const sameAnswers = (a: Record<string, string> | undefined, b: Record<string, string>) =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([key, value]) => a[key] === value);

/**
 * Saves the Agent Hub profile in one transaction: a deleted profile takes its insights with it,
 * and a profile whose answers changed loses those of the run's window, which its run writes again
 * from the new answers (older ones stay). Then its run is queued, unless the save only deleted.
 */
async function saveProfile(deps: UpdateUserDeps, userId: string, profile: Profile): Promise<void> {
  const types = Object.keys(profile) as (keyof Profile)[];
  let touched = false;
  await inTransaction(deps.db, async (tx) => {
    const current = await findUser(tx, userId);
    if (!current) throw userNotFound();
    const before = current.projectProfile as Profile;
    const edited = types.filter((t) => before[t] && !sameAnswers(before[t], profile[t] ?? {}));
    const added = types.filter((t) => !before[t]);
    const deleted = Object.keys(before).filter((t) => !Object.hasOwn(profile, t));
    touched = types.length > 0 && (edited.length + added.length > 0 || deleted.length === 0);
    if (!(await setUserSettings(tx, userId, { projectProfile: profile }))) throw userNotFound();
    await deleteInsightsOutsideProfiles(tx, userId, types);
    await deleteInsightsSince(tx, userId, edited, daysAgo(deps.now(), INSIGHTS_LOOKBACK_DAYS));
  });
  // After the commit: the run reads the profile just saved.
  if (touched) await deps.insightRuns.request(userId);
}

/** Writes one PUT payload; throws the refusal the spec implies when it cannot. */
export async function updateUser(
  deps: UpdateUserDeps,
  input: { userId: string; change: UpdateUserPayload },
): Promise<void> {
  const { db } = deps;
  const { userId, change } = input;
  if ('email' in change) return saveName(db, userId, change);
  if ('projectSubList' in change) return saveSubscriptions(db, userId, change.projectSubList);
  if ('project_profile' in change) return saveProfile(deps, userId, change.project_profile);
  const settings =
    'defaultFeed' in change
      ? { defaultFeed: change.defaultFeed }
      : { subscribedToEmails: change.subscribedToEmails, emailFrequency: change.emailFrequency };
  if (!(await setUserSettings(db, userId, settings))) throw userNotFound();
}
