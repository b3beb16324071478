// Webhook signatures (ADR 062), the scheme Stripe and Slack made familiar: the receiver recomputes
// an HMAC-SHA256 over "<t>.<body>" with the rule's secret, compares in constant time, and refuses
// a timestamp too far from its clock, so a captured delivery cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-GitSignals-Signature';
export const DELIVERY_HEADER = 'X-GitSignals-Delivery';
export const USER_AGENT = 'GitSignals-Alerts/1';

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** The headers of every signed delivery (webhook, Slack, Discord). */
export function signedHeaders(input: {
  secret: string;
  body: string;
  deliveryId: string;
  at: Date;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    [SIGNATURE_HEADER]: signatureHeader(input.secret, input.body, input.at),
    [DELIVERY_HEADER]: input.deliveryId,
  };
}

/**
 * What a receiver runs (docs/alerts.md shows the same steps): true when `header` signs exactly
 * `body` with `secret` and its time is within `toleranceSec` of `now`.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  now: Date,
  toleranceSec = 300,
): boolean {
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSec) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
