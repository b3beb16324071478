// Stripe: the secret key's mode (test or live, from its prefix), the key accepted by Stripe (GET
// /v1/balance, the cheapest authenticated call), and the webhook secret present and whsec_-shaped.
// A mode that does not match NODE_ENV is a ⚠: test keys in production take no money, live keys
// elsewhere take real money.
import { stripeClient } from '../billing/stripe-provider';
import { fail, ok, reasonOf, warn, type CheckResult } from './check';

interface StripeEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  BILLING_MODE: 'stripe' | 'test';
  NODE_ENV: string;
}

export function stripeModeOf(key: string): 'test' | 'live' | null {
  const match = /^(?:sk|rk)_(test|live)_/.exec(key);
  return match ? (match[1] as 'test' | 'live') : null;
}

async function keyAccepted(env: StripeEnv, key: string, timeoutMs: number): Promise<string | null> {
  const stripe = stripeClient({ secretKey: key, webhookSecret: '', apiUrl: env.STRIPE_API_URL });
  try {
    await stripe.balance.retrieve({}, { timeout: timeoutMs, maxNetworkRetries: 0 });
    return null;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return `${status ? `HTTP ${status}: ` : ''}${reasonOf(error)}`;
  }
}

export async function checkStripeKey(env: StripeEnv, timeoutMs: number): Promise<CheckResult> {
  const name = 'STRIPE_SECRET_KEY';
  const key = env.STRIPE_SECRET_KEY;
  if (!key) {
    return ok(
      name,
      `unset: BILLING_MODE=${env.BILLING_MODE}${env.BILLING_MODE === 'test' ? ' (the local test-mode checkout, no money moves)' : ''}`,
    );
  }
  const mode = stripeModeOf(key);
  if (!mode) {
    return fail(
      name,
      'does not look like a Stripe secret key',
      'set STRIPE_SECRET_KEY to the sk_live_… or sk_test_… key from the Stripe dashboard (Developers → API keys)',
    );
  }
  const refused = await keyAccepted(env, key, timeoutMs);
  if (refused) {
    return fail(
      name,
      `${mode} mode key, refused or unreachable: ${refused}`,
      'copy the secret key again from the Stripe dashboard (Developers → API keys); with STRIPE_API_URL, check that address',
    );
  }
  const found = `${mode} mode key, accepted by Stripe`;
  if (mode === 'test' && env.NODE_ENV === 'production') {
    return warn(
      name,
      `${found}; a test key in production: no money moves`,
      'use the sk_live_… key for real payments',
    );
  }
  if (mode === 'live' && env.NODE_ENV !== 'production') {
    return warn(
      name,
      `${found}; a live key outside production: payments take real money`,
      'use an sk_test_… key for development and tests',
    );
  }
  return ok(name, found);
}

export function checkStripeWebhookSecret(env: StripeEnv): CheckResult {
  const name = 'STRIPE_WEBHOOK_SECRET';
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    return env.STRIPE_SECRET_KEY
      ? fail(
          name,
          'missing while STRIPE_SECRET_KEY is set',
          'set it to the signing secret (whsec_…) of the webhook endpoint {PUBLIC_URL}/api/billing/webhook in the Stripe dashboard',
        )
      : ok(name, 'unset (no Stripe)');
  }
  if (!secret.startsWith('whsec_')) {
    return fail(
      name,
      'present but not whsec_… shaped',
      "set it to the endpoint's signing secret (whsec_…), not an API key",
    );
  }
  return ok(name, 'present, whsec_… shaped');
}
