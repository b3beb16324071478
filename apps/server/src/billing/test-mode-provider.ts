// The local test-mode provider, the default when Stripe is not configured: checkout is a page of
// our own (/billing/test-checkout/{sessionId}) whose 'Confirm test payment' button activates the
// subscription. No money moves and no third party is called.
import { randomUUID } from 'node:crypto';
import { setCancelAtPeriodEnd } from '@gitsignals/db';
import { WebhookRejected, type BillingProvider } from './provider';

/** How long a test checkout page stays usable. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createTestModeProvider(): BillingProvider {
  return {
    kind: 'test',
    async createCheckout({ now, successUrl }) {
      const sessionId = `test_cs_${randomUUID()}`;
      // On the origin the user came from (success_url is checked to be ours): their session
      // cookie belongs to it, even when they use the loopback twin of the public URL.
      const origin = new URL(successUrl).origin;
      return {
        sessionId,
        checkoutUrl: `${origin}/billing/test-checkout/${sessionId}`,
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
