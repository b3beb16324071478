// Alert rules (issue 17): a user's rules, their delivery log and "Send test". Every route names
// its user and answers only that user; the work is the alerts use cases.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telegramAvailabilityOf } from '../../../use-cases/alerts/account-plan';
import { getDeliveryLog } from '../../../use-cases/alerts/delivery-log';
import {
  createAlertRule,
  getAlertRules,
  removeAlertRule,
  updateAlertRule,
} from '../../../use-cases/alerts/manage-rules';
import { sendTestAlert } from '../../../use-cases/alerts/send-test-alert';
import { routeOf } from '../../endpoint-route';
import { presentAlertDelivery, presentAlertRule, presentAlertRules } from '../../presenters/alert';

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.deps.db,
    now: app.deps.now,
    queue: app.deps.alertQueue,
    telegram: telegramAvailabilityOf(app.deps.telegram),
  };
  const self = { access: { self: 'params.id' } } as const;

  app.route({
    ...routeOf(endpointSchemas.alerts, {
      tags: ['alerts'],
      summary: 'The alert rules, with how many this account may keep and where they may deliver',
    }),
    config: self,
    handler: async (request) => presentAlertRules(await getAlertRules(deps, request.params.id)),
  });

  app.route({
    ...routeOf(endpointSchemas.createAlert, {
      tags: ['alerts'],
      summary:
        'Create an alert rule; the answer holds its signing secret, shown this once (free accounts: one e-mail rule)',
    }),
    config: self,
    handler: async (request, reply) => {
      const rule = await createAlertRule(deps, request.params.id, request.body);
      return reply.status(201).send({ ...presentAlertRule(rule), secret: rule.secret });
    },
  });

  app.route({
    ...routeOf(endpointSchemas.updateAlert, {
      tags: ['alerts'],
      summary: 'Rewrite an alert rule, pause it or resume it (resuming clears its failures)',
    }),
    config: self,
    handler: async (request) =>
      presentAlertRule(
        await updateAlertRule(deps, request.params.id, request.params.alertId, request.body),
      ),
  });

  app.route({
    ...routeOf(endpointSchemas.deleteAlert, {
      tags: ['alerts'],
      summary: 'Delete an alert rule and its delivery log',
    }),
    config: self,
    handler: async (request, reply) => {
      await removeAlertRule(deps, request.params.id, request.params.alertId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.alertDeliveries, {
      tags: ['alerts'],
      summary:
        'The last 50 deliveries of a rule, newest first: time, status, attempts, latency, answer code',
    }),
    config: self,
    handler: async (request) => ({
      deliveries: (await getDeliveryLog(deps, request.params.id, request.params.alertId)).map(
        presentAlertDelivery,
      ),
    }),
  });

  app.route({
    ...routeOf(endpointSchemas.testAlert, {
      tags: ['alerts'],
      summary:
        'Queue a test message of a sample item to the rule’s destination; the delivery log shows how it went',
    }),
    config: self,
    handler: async (request, reply) => {
      const delivery = await sendTestAlert(deps, request.params.id, request.params.alertId);
      return reply.status(202).send({ delivery: presentAlertDelivery(delivery) });
    },
  });
};

export default alertRoutes;
