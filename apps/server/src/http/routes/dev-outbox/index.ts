// The development outbox, a development tool: only when no SMTP server is configured and
// DEV_OUTBOX is on (the default outside production). GET /api/dev/outbox lists the kept messages
// as JSON (end-to-end tests read reset e-mails from it), GET /dev/outbox is a page developers can
// click reset links in. Otherwise both answer 404. It holds password-reset links, so it answers
// only requests made directly on this machine (local-only.ts): a default start listens on every
// interface, and anyone else, or anyone behind a reverse proxy, could take over accounts.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMailer } from '../../../mail/mailer';
import { listOutbox, readOutboxMessage } from '../../../mail/outbox';
import { routeOf } from '../../endpoint-route';
import { localOnlyRefusal } from '../../local-only';
import { notFound } from '../../plugins/errors';
import { messageHtmlDocument, outboxPage } from './outbox-page';

/** The HTML part may hold anything: no scripts, no requests, links open in a new tab. */
const MESSAGE_HTML_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'";

/**
 * The outbox this request may read, or the 404 that says why not: every route here is 'public'
 * to the access gate, and this is their gate.
 */
function readableOutbox(
  deps: Pick<FastifyInstance['deps'], 'mailer' | 'trustedClientIpHeader'>,
  request: FastifyRequest,
): OutboxMailer {
  const mailer = deps.mailer;
  if (mailer.kind !== 'outbox') {
    throw notFound('There is no outbox to show: e-mails are sent over SMTP.');
  }
  if (!mailer.readableOverHttp) {
    throw notFound('The outbox page is off (DEV_OUTBOX=false).');
  }
  const refusal = localOnlyRefusal(request, deps.trustedClientIpHeader);
  if (refusal === 'not_loopback') {
    throw notFound('The outbox can only be read on the machine that runs GitSignals.');
  }
  if (refusal === 'proxied') {
    throw notFound(
      'The outbox is not served through a proxy: open it directly on the machine that runs GitSignals (http://localhost and its port).',
    );
  }
  return mailer;
}

const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.route({
    ...routeOf(endpointSchemas.devOutbox, {
      tags: ['dev'],
      summary:
        'A development tool: e-mails kept in the outbox, newest first (only without SMTP, with DEV_OUTBOX on, and only to requests made directly on this machine)',
    }),
    config: { access: 'public' },
    handler: async (request) => {
      readableOutbox(app.deps, request);
      return { messages: await listOutbox(app.deps.db) };
    },
  });

  // Whether this browser can read the outbox: the sign-up screen then points a developer at it
  // (a new account's link is there). Always 200, so a visitor's console stays clean.
  app.route({
    ...routeOf(endpointSchemas.devOutboxStatus, {
      tags: ['dev'],
      summary: 'Whether the development outbox can be read by this request (see /api/dev/outbox)',
    }),
    config: { access: 'public' },
    handler: async (request) => {
      try {
        readableOutbox(app.deps, request);
        return { available: true };
      } catch {
        return { available: false };
      }
    },
  });

  app.get(
    '/dev/outbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      readableOutbox(app.deps, request);
      reply.type('text/html; charset=utf-8');
      return outboxPage(await listOutbox(app.deps.db));
    },
  );

  app.get(
    '/dev/outbox/:id/html',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ id: z.string().max(100) }) },
    },
    async (request, reply) => {
      readableOutbox(app.deps, request);
      const message = await readOutboxMessage(app.deps.db, request.params.id);
      if (!message) throw notFound('No such message in the outbox.');
      reply.type('text/html; charset=utf-8').header('Content-Security-Policy', MESSAGE_HTML_CSP);
      return messageHtmlDocument(message);
    },
  );
};

export default devOutboxRoutes;
