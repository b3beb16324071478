// The port between alert rules (use-cases/alerts) and the places an alert goes (issue 17):
// e-mail, a signed generic webhook, Slack and Discord incoming webhooks, a Telegram chat. A use
// case builds one AlertMessage and calls `sendAlert`; a channel answers how it went, never throws.
import type { AlertRuleDestination } from '@gitsignals/db';
import type { Priority, SignalId } from '@gitsignals/domain';

/** One feed item as an alert shows it. */
export interface AlertItem {
  id: string;
  /** The headline. */
  title: string;
  /** One line. */
  summary: string;
  signals: SignalId[];
  priority: Priority;
  project: { slug: string; name: string };
  /** The item's page in the web app (absolute). */
  url: string;
  /** The item's commits on their code host (absolute URLs), newest first; may be empty. */
  commitUrls: string[];
  /** YYYY-MM-DD */
  analysisDate: string;
}

export interface AlertMessage {
  /** The idempotency key: X-GitSignals-Delivery, and the dedupe key a receiver may keep. */
  deliveryId: string;
  kind: 'instant' | 'daily' | 'test';
  rule: { id: string; name: string };
  /** One item for instant, the day's for daily, a sample for test. */
  items: AlertItem[];
  /** Where the owner manages the rule (absolute URL of Settings). */
  manageUrl: string;
}

export interface AlertTarget {
  destination: AlertRuleDestination;
  /** The rule's HMAC key (X-GitSignals-Signature). */
  secret: string;
  /** The owner's address, for e-mail destinations. */
  email: string;
}

export interface SendOutcome {
  ok: boolean;
  /** The receiver's HTTP status, or the SMTP reply code; null when no answer came. */
  responseCode: number | null;
  latencyMs: number;
  /** Why it failed, in words a user understands (shown in the delivery log). */
  error: string | null;
  /** false: trying again cannot help (a refused address, a 4xx other than 408/429). */
  retryable: boolean;
}

export type SendAlert = (target: AlertTarget, message: AlertMessage) => Promise<SendOutcome>;
