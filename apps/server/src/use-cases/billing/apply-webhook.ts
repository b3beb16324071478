// Applying a provider's webhook (Stripe): verified on the exact bytes it sent, applied once per
// event id and never an older state over a newer one (billing/stripe-provider.ts).
import { ProviderUnavailable, WebhookRejected, type WebhookOutcome } from '../../billing/provider';
import { accepted, refused, type BillingDeps, type Outcome } from './outcome';

export async function applyWebhook(
  deps: BillingDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<Outcome<WebhookOutcome>> {
  try {
    return accepted(
      await deps.billing.handleWebhook(deps.db, input.rawBody, input.signature, deps.now()),
    );
  } catch (error) {
    if (error instanceof WebhookRejected) {
      return refused({ reason: 'webhook_rejected', message: error.message });
    }
    if (error instanceof ProviderUnavailable) {
      return refused({ reason: 'provider_unavailable', cause: error.cause });
    }
    throw error;
  }
}
