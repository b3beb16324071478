// The local test-mode provider, the default when Stripe is not configured: checkout is a page of
// our own (/billing/test-checkout/{sessionId}) whose 'Confirm test payment' button activates the
// subscription. No money moves and no third party is called.
import { randomUUID } from 'node:crypto';
import { setCancelAtPeriodEnd } from '@gitsignals/db';
import { WebhookRejected, type BillingProvider } from './provider';

/** How long a test checkout page stays usable. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createTestModeProvider(publicUrl: string): BillingProvider {
  return {
    kind: 'test',
    async createCheckout({ now }) {
      const sessionId = `test_cs_${randomUUID()}`;
      return {
        sessionId,
        checkoutUrl: `${publicUrl}/billing/test-checkout/${sessionId}`,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      };
    },
    async cancelAtPeriodEnd(db, subscription, now) {
      await setCancelAtPeriodEnd(db, subscription.id, true, now);
    },
    async handleWebhook() {
      throw new WebhookRejected('Stripe is not configured: test mode takes no webhooks');
    },
  };
}
