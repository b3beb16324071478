import type {
  InsightsTestModel,
  InsightsTestRequest,
  InsightsTestResponse,
} from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /feeds/insights {userId, prompt, model} (spec section 7): the model's raw answer. */
export function runInsightsTest(
  request: InsightsTestRequest,
  signal?: AbortSignal,
): Promise<InsightsTestResponse> {
  return call(endpoints.runInsightsTest, { body: request, signal });
}

/**
 * A mutation, not a query: every run is a new paid call to a model. 401 and 403 go to the shared
 * handler (sign-in, pricing); other failures are shown by the page with the server's message.
 */
export function useRunInsightsTest(userId: string) {
  return useMutation({
    mutationFn: ({ prompt, model }: { prompt: string; model: InsightsTestModel }) =>
      runInsightsTest({ userId, prompt, model }),
  });
}
