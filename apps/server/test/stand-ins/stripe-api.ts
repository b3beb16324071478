// A local stand-in for Stripe's HTTP API (node:http on 127.0.0.1, a random port), for the parts
// the billing provider uses: checkout sessions, subscriptions (retrieve, update, cancel), the
// payments of an invoice and refunds, and the balance (`doctor`'s key check). It checks the request the way Stripe does (Bearer secret
// key, form-encoded bodies with bracketed keys, Idempotency-Key replays) and answers with
// Stripe's object shapes (API version 2025-03-31 and later: the period end lives on the
// subscription items, an invoice's payments are invoice_payment objects). Tests drive the rest
// of the world: completing a checkout creates the subscription and its paid first invoice, and
// `signedEvent` builds a webhook delivery signed the real way
// (Stripe-Signature: t={unix},v1={HMAC-SHA256 of "{t}.{payload}" with the endpoint secret}).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const STAND_IN_SECRET_KEY = 'sk_test_standin_0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';
const API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body, bracketed keys unfolded into objects and arrays. */
  body: Json;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port, for STRIPE_API_URL. */
  url: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** invoice_payment objects by id. */
  invoicePayments: Map<string, Json>;
  /** refund objects by id. */
  refunds: Map<string, Json>;
  /**
   * What Stripe does when the customer pays on its checkout page: a subscription (active, one
   * period from `now`) with the session's subscription_data metadata and its first invoice,
   * paid; the session completes.
   */
  completeCheckout(sessionId: string, now: Date): { session: Json; subscription: Json };
  /** A renewal (or late retry) the customer paid: a new paid latest invoice. */
  payInvoice(subscriptionId: string, now: Date): Json;
  /** Changes a stored subscription (status, cancel flag, period end…) as Stripe would. */
  updateSubscription(id: string, change: Json): Json;
  /**
   * Answers the next request with this HTTP status and a Stripe error body; with `path`, the
   * next request whose method and path match (e.g. 'POST /v1/refunds').
   */
  failNext(status: number, path?: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** `a[b][0][c]=v` form keys into nested objects/arrays, as Stripe reads them. */
export function unfoldForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function stripeError(
  status: number,
  message: string,
  type = 'invalid_request_error',
  code: string | undefined = status === 404 ? 'resource_missing' : undefined,
): Json {
  return {
    error: {
      type,
      message,
      ...(code ? { code } : {}),
      request_log_url: 'https://dashboard.stripe.com/test/logs',
    },
  };
}

const list = (data: Json[], url: string): Json => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

function periodEnd(start: Date, interval: string): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A Stripe signature header for this payload, made as Stripe makes it. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** A webhook delivery: the event JSON and its Stripe-Signature header. */
export function signedEvent(
  input: { type: string; object: Json; created: Date; id?: string },
  options: { secret?: string; signedAt?: Date } = {},
): { id: string; payload: string; signature: string } {
  const eventId = input.id ?? id('evt');
  const payload = JSON.stringify(
    {
      id: eventId,
      object: 'event',
      api_version: API_VERSION,
      created: unix(input.created),
      data: { object: input.object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: input.type,
    },
    null,
    2,
  );
  const signature = stripeSignature(
    payload,
    options.secret ?? STAND_IN_WEBHOOK_SECRET,
    unix(options.signedAt ?? input.created),
  );
  return { id: eventId, payload, signature };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** What each payment intent took and has given back, in cents. */
  const paymentIntents = new Map<
    string,
    { amount: number; currency: string; charge: string; refunded: number }
  >();
  /** Answers already given, by Idempotency-Key: Stripe replays them instead of acting again. */
  const idempotent = new Map<string, { status: number; body: Json }>();
  const failures: { status: number; path?: string }[] = [];

  /** A paid invoice of a subscription: its invoice_payment and the payment intent behind it. */
  function paidInvoice(subscription: Json, now: Date): string {
    const items = (subscription.items as { data: Json[] }).data;
    const price = (items[0]?.price ?? {}) as Json;
    const amount = Number(price.unit_amount ?? 999);
    const currency = String(price.currency ?? 'usd');
    const invoiceId = id('in');
    const paymentIntent = id('pi');
    paymentIntents.set(paymentIntent, { amount, currency, charge: id('ch'), refunded: 0 });
    const payment: Json = {
      id: id('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: unix(now),
      currency,
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: unix(now) },
    };
    invoicePayments.set(String(payment.id), payment);
    subscription.latest_invoice = invoiceId;
    return invoiceId;
  }

  function refund(body: Json): { status: number; body: Json } {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : undefined;
    const intent = intentId ? paymentIntents.get(intentId) : undefined;
    if (!intentId || !intent) {
      return {
        status: 404,
        body: stripeError(404, `No such payment_intent: '${intentId ?? ''}'`),
      };
    }
    const amount =
      body.amount === undefined ? intent.amount - intent.refunded : Number(body.amount);
    if (amount <= 0 || intent.refunded >= intent.amount) {
      return {
        status: 400,
        body: stripeError(
          400,
          `Charge ${intent.charge} has already been refunded.`,
          'invalid_request_error',
          'charge_already_refunded',
        ),
      };
    }
    intent.refunded += amount;
    const created: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      balance_transaction: id('txn'),
      charge: intent.charge,
      created: unix(new Date()),
      currency: intent.currency,
      destination_details: { type: 'card', card: { reference_status: 'pending', type: 'refund' } },
      metadata: body.metadata ?? {},
      payment_intent: intentId,
      reason: body.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(String(created.id), created);
    return { status: 200, body: created };
  }

  function cancel(subscription: Json, body: Json): { status: number; body: Json } {
    // Stripe treats a canceled subscription as gone: cancelling it again is a 404.
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      return {
        status: 404,
        body: stripeError(404, `No such subscription: '${String(subscription.id)}'`),
      };
    }
    const at = unix(new Date());
    const details = (body.cancellation_details ?? {}) as Json;
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: at,
      ended_at: at,
      cancel_at_period_end: false,
      cancellation_details: {
        comment: details.comment ?? null,
        feedback: details.feedback ?? null,
        reason: 'cancellation_requested',
      },
    });
    return { status: 200, body: subscription };
  }

  function subscriptionObject(session: Json, now: Date): Json {
    const lineItem = (session.line_items as Json[] | undefined)?.[0] ?? {};
    const priceData = (lineItem.price_data as Json | undefined) ?? {};
    const interval = String((priceData.recurring as Json | undefined)?.interval ?? 'month');
    const subscriptionId = id('sub');
    const start = unix(now);
    const end = unix(periodEnd(now, interval));
    return {
      id: subscriptionId,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: String(priceData.currency ?? 'usd'),
      customer: session.customer,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: end,
            metadata: {},
            price: {
              id: typeof lineItem.price === 'string' ? lineItem.price : id('price'),
              object: 'price',
              active: true,
              currency: String(priceData.currency ?? 'usd'),
              recurring: { interval, interval_count: 1, usage_type: 'licensed' },
              type: 'recurring',
              unit_amount: Number(priceData.unit_amount ?? 999),
            },
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      start_date: start,
      status: 'active',
    };
  }

  function createSession(body: Json): Json {
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const now = new Date();
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      cancel_url: body.cancel_url,
      client_reference_id: body.client_reference_id ?? null,
      created: unix(now),
      currency: 'usd',
      customer: null,
      customer_email: body.customer_email ?? null,
      expires_at: unix(now) + 24 * 3600,
      livemode: false,
      metadata: body.metadata ?? {},
      mode: body.mode,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: body.success_url,
      url: `https://checkout.stripe.com/c/pay/${sessionId}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      // Kept for completeCheckout; Stripe does not echo these on the session.
      line_items: body.line_items,
      subscription_data: body.subscription_data,
    };
    sessions.set(sessionId, session);
    return session;
  }

  const publicSession = (session: Json): Json => {
    const { line_items: _items, subscription_data: _data, ...rest } = session;
    return rest;
  };

  function answer(request: RecordedStripeRequest): { status: number; body: Json } {
    const { method, path } = request;
    const failing = failures.findIndex((f) => !f.path || f.path === `${method} ${path}`);
    if (failing >= 0) {
      const [{ status }] = failures.splice(failing, 1) as [{ status: number }];
      return { status, body: stripeError(status, 'Stand-in failure', 'api_error') };
    }
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return { status: 401, body: stripeError(401, 'Invalid API Key provided: sk_***') };
    }
    const key = request.headers['idempotency-key'];
    if (method !== 'GET' && typeof key === 'string') {
      const seen = idempotent.get(key);
      if (seen) return seen;
      const fresh = act(request);
      idempotent.set(key, fresh);
      return fresh;
    }
    return act(request);
  }

  function act(request: RecordedStripeRequest): { status: number; body: Json } {
    const { method, path, body } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      for (const field of ['mode', 'success_url', 'line_items'] as const) {
        if (!body[field]) {
          return { status: 400, body: stripeError(400, `Missing required param: ${field}.`) };
        }
      }
      return { status: 200, body: publicSession(createSession(body)) };
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) {
        return { status: 404, body: stripeError(404, `No such subscription: '${match[1]}'`) };
      }
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') return cancel(subscription, body);
      if (method === 'POST') {
        if ('cancel_at_period_end' in body) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? unix(new Date()) : null;
        }
        return { status: 200, body: subscription };
      }
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const data = [...invoicePayments.values()].filter(
        (p) =>
          (!body.invoice || p.invoice === body.invoice) &&
          (!body.status || p.status === body.status),
      );
      return { status: 200, body: list(data, '/v1/invoice_payments') };
    }
    if (method === 'GET' && path === '/v1/balance') {
      // An account's balance (the cheapest authenticated read; `doctor` checks the key with it).
      const amounts = [{ amount: 0, currency: 'usd', source_types: { card: 0 } }];
      return {
        status: 200,
        body: { object: 'balance', available: amounts, pending: amounts, livemode: false },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...refunds.values()].filter(
        (r) => !body.payment_intent || r.payment_intent === body.payment_intent,
      );
      return { status: 200, body: list(data, '/v1/refunds') };
    }
    return {
      status: 404,
      body: stripeError(404, `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        // The SDK sends GET and DELETE parameters in the query string, others in the body.
        body: unfoldForm(
          new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : raw),
        ),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        'stripe-version': API_VERSION,
      });
      res.end(JSON.stringify(body));
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    invoicePayments,
    refunds,
    completeCheckout(sessionId, now) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = id('cus');
      session.customer = customer;
      const subscription = subscriptionObject(session, now);
      paidInvoice(subscription, now);
      subscriptions.set(String(subscription.id), subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      });
      return { session: publicSession(session), subscription };
    },
    payInvoice(subscriptionId, now) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      paidInvoice(subscription, now);
      return structuredClone(subscription);
    },
    updateSubscription(subscriptionId, change) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(subscription, change);
      return structuredClone(subscription);
    },
    failNext(status, path) {
      failures.push(path ? { status, path } : { status });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
