// What the alert use cases work with. A route passes `app.deps` plus the alert ports; the jobs
// get theirs from wiring.ts; a test passes a literal.
import type { Database } from '@gitsignals/db';
import type { SendAlert } from '../../alert-channels/channel';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../time';
import type { TelegramAvailability } from './account-plan';
import type { AlertQueue } from './alert-queue';

/** Managing rules: the routes' use cases. */
export interface AlertRuleDeps {
  db: Database;
  now: Clock;
  queue: AlertQueue;
  telegram: () => Promise<TelegramAvailability>;
}

/** Matching items and delivering: the jobs' use cases. */
export interface AlertDeliveryDeps {
  db: Database;
  now: Clock;
  queue: AlertQueue;
  sendAlert: SendAlert;
  /** The paused-rule notice goes through it. */
  mailer: Mailer;
  /** Where users reach the app: item links and the Settings link start with it. */
  publicUrl: string;
}
