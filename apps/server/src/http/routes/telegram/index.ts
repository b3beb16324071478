// Linking Telegram chats for alerts (issue 17): make a one-time code, watch it get linked, list
// the linked chats. Telegram is a premium destination: subscribers only.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkTelegramLink } from '../../../use-cases/telegram/check-telegram-link';
import { listLinkedTelegramChats } from '../../../use-cases/telegram/list-telegram-chats';
import { startTelegramLink } from '../../../use-cases/telegram/start-telegram-link';
import type { TelegramDeps } from '../../../use-cases/telegram/telegram-deps';
import { routeOf } from '../../endpoint-route';

const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TelegramDeps = {
    db: app.deps.db,
    telegram: app.deps.telegram,
    now: app.deps.now,
    log: (message, details) => app.log.warn(details, message),
  };

  app.route({
    ...routeOf(endpointSchemas.startTelegramLink, {
      tags: ['alerts'],
      summary:
        'A one-time code (15 minutes) to link a Telegram chat: send `/start CODE` to the bot, or open `link`',
    }),
    config: { access: { self: 'params.id', subscriber: true } },
    handler: async (request, reply) =>
      reply.status(201).send(await startTelegramLink(deps, request.params.id)),
  });

  app.route({
    ...routeOf(endpointSchemas.telegramLink, {
      tags: ['alerts'],
      summary: "A link code's state: waiting, linked (with the chat) or expired",
    }),
    config: { access: { self: 'params.id', subscriber: true } },
    handler: async (request) => checkTelegramLink(deps, request.params.id, request.params.code),
  });

  app.route({
    ...routeOf(endpointSchemas.telegramChats, {
      tags: ['alerts'],
      summary: 'The Telegram chats this account linked, the latest first',
    }),
    config: { access: { self: 'params.id', subscriber: true } },
    handler: async (request) => listLinkedTelegramChats(deps, request.params.id),
  });
};

export default telegramRoutes;
