// POST /feeds/insights (spec section 7): the insights test page's prompt, run by the chosen model
// family and answered raw. Owner-only (the body's userId must be the signed-in user) and premium
// (the page shows non-subscribers a subscribe overlay; the server refuses them with 403).
import {
  EMPTY_PROMPT_MESSAGE,
  endpointSchemas,
  INSIGHTS_TEST_MODELS,
  INSIGHTS_PROMPT_MAX_CHARS,
  promptTooLongMessage,
} from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InsightsTestFailure,
  type InsightsTestFailureReason,
} from '../../../insights-test/failure';
import { enabledModels } from '../../../insights-test/models';
import { runPrompt } from '../../../insights-test/run-prompt';
import { routeOf } from '../../endpoint-route';
import { signedInUser } from '../../plugins/access-checks';
import { HttpError } from '../../plugins/errors';

/** The answer to each way the model call can fail; the reason is the error code. */
const FAILURE_STATUS: Record<InsightsTestFailureReason, number> = {
  model_not_configured: 503,
  model_timeout: 504,
  model_error: 502,
};

const insightsTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.insightsTestModels, {
      tags: ['feeds'],
      summary:
        "Which of the insights test page's models (openai, claude, gemini) are enabled on this server",
    }),
    config: { access: 'subscriber', apiToken: 'accepted' },
    handler: async () => {
      const enabled = enabledModels(app.deps.insightsTest);
      return {
        models: INSIGHTS_TEST_MODELS.map((model) => ({ model, enabled: enabled[model] })),
      };
    },
  });

  // One call at a time per user: a model answer can take a minute, and each one is paid for.
  const running = new Set<string>();

  app.route({
    ...routeOf(endpointSchemas.runInsightsTest, {
      tags: ['feeds'],
      summary:
        "Runs a prompt on one of the insights test page's models (openai, claude, gemini) and answers its raw text",
    }),
    // 401 without a session, 403 for another user's id or without an active subscription:
    // checked before the body is validated, so a refused caller learns nothing of its rules.
    config: { access: { self: 'body.userId', subscriber: true } },
    handler: async (request) => {
      const { model } = request.body;
      const user = signedInUser(request);
      const prompt = request.body.prompt.trim();
      if (prompt === '') throw new HttpError(400, 'bad_request', EMPTY_PROMPT_MESSAGE);
      if (prompt.length > INSIGHTS_PROMPT_MAX_CHARS)
        throw new HttpError(400, 'prompt_too_long', promptTooLongMessage(prompt.length));
      if (running.has(user.id))
        throw new HttpError(
          429,
          'insights_test_running',
          'Your previous prompt is still running. Please wait for its answer.',
        );
      running.add(user.id);
      try {
        return await runPrompt(app.deps.insightsTest, model, prompt, {
          db: app.deps.db,
          now: app.deps.now,
          log: (message, details) => request.log.warn(details, message),
        });
      } catch (error) {
        if (!(error instanceof InsightsTestFailure)) throw error;
        if (error.operatorDetail)
          request.log.warn({ model, reason: error.reason }, error.operatorDetail);
        throw new HttpError(FAILURE_STATUS[error.reason], error.reason, error.message);
      } finally {
        running.delete(user.id);
      }
    },
  });
};

export default insightsTestRoutes;
