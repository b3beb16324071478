// The generic webhook's JSON body (docs/alerts.md documents it). Stable field names: receivers
// parse it with code. A message that would pass 64 KB (a busy day) keeps the items that fit and
// says how many it left out, instead of not arriving at all.
import type { AlertMessage } from './channel';
import { MAX_BODY_BYTES } from './safe-fetch';

export interface WebhookPayload {
  id: string;
  type: 'alert.instant' | 'alert.daily' | 'alert.test';
  rule: { id: string; name: string };
  items: AlertMessage['items'];
  /** Items of this message left out to keep the body under 64 KB (see them in the feed). */
  omittedItems: number;
  manageUrl: string;
  sentAt: string;
}

export function webhookPayload(message: AlertMessage, sentAt: Date): string {
  const payload = (items: AlertMessage['items']): WebhookPayload => ({
    id: message.deliveryId,
    type: `alert.${message.kind}`,
    rule: { id: message.rule.id, name: message.rule.name },
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      summary: item.summary,
      signals: item.signals,
      priority: item.priority,
      project: { slug: item.project.slug, name: item.project.name },
      url: item.url,
      commitUrls: item.commitUrls,
      analysisDate: item.analysisDate,
    })),
    omittedItems: message.items.length - items.length,
    manageUrl: message.manageUrl,
    sentAt: sentAt.toISOString(),
  });
  const bodyOf = (kept: number) => JSON.stringify(payload(message.items.slice(0, kept)));
  const fits = (kept: number) => Buffer.byteLength(bodyOf(kept)) <= MAX_BODY_BYTES;
  if (fits(message.items.length)) return bodyOf(message.items.length);
  // The most items that fit, found by halving: a day can hold hundreds.
  let low = 0;
  let high = message.items.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return bodyOf(low);
}
