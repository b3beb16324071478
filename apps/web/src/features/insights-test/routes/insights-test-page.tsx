import type { InsightsTestModel } from '@gitsignals/contracts';
import { AlertCircleIcon } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { SubscribeOverlay } from '@/components/subscribe-overlay';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useSubscribeOverlay, useSubscriptionStatus } from '@/hooks/use-subscription-status';
import { ApiError } from '@/lib/api-client';
import { useDisabledModels } from '../api/get-insights-test-models';
import { useRunInsightsTest } from '../api/run-insights-test';
import { InsightsResult } from '../components/insights-result';
import { InsightsTestForm } from '../components/insights-test-form';
import { MODEL_OPTIONS } from '../components/model-choice';

const labelOf = (model: InsightsTestModel) =>
  MODEL_OPTIONS.find((option) => option.value === model)?.label ?? model;

/**
 * /insights-test (spec section 2): a prompt, one of three models, the raw result. Non-subscribers
 * see the page blurred under a subscribe overlay; a failed status check lets the page through
 * (the server still refuses them with 403, which the shared handler sends to /pricing).
 */
export default function InsightsTestPage() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const status = useSubscriptionStatus();
  const overlay = useSubscribeOverlay();
  const run = useRunInsightsTest(userId);
  const checking = overlay === 'checking';
  const subscribed = overlay !== 'overlay';
  const notEnabled = useDisabledModels(status.isSuccess && status.data.hasActiveSubscription);

  const form = (
    <InsightsTestForm
      onSubmit={(input) => run.mutate(input)}
      running={run.isPending}
      disabled={!subscribed}
      notEnabled={notEnabled}
    />
  );
  // 401/403 are the shared handler's (sign-in, pricing); anything else is this page's to show.
  const failure =
    run.error instanceof ApiError && run.error.isAuthError ? null : (run.error ?? null);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title="Insights test" />
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Insights test</h1>
        <p className="text-muted-foreground">
          Try a prompt on three models and compare their raw answers.
        </p>
      </header>
      {checking ? (
        <div className="flex justify-center py-24">
          <Spinner label="Checking your subscription" className="size-8" />
        </div>
      ) : !subscribed ? (
        <SubscribeOverlay
          title="Subscribe to test insights"
          description="Running prompts on the OpenAI, Claude and Gemini models is a premium feature."
        >
          {form}
        </SubscribeOverlay>
      ) : (
        <div className="grid gap-6">
          {form}
          <div aria-live="polite" className="grid gap-4">
            {run.isPending && run.variables && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner decorative className="size-4" />
                Waiting for {labelOf(run.variables.model)}…
              </p>
            )}
            {failure && (
              <Alert variant="destructive">
                <AlertCircleIcon aria-hidden="true" />
                <AlertTitle>Failed to generate insights</AlertTitle>
                <AlertDescription>{failure.message}</AlertDescription>
              </Alert>
            )}
            {run.isSuccess && <InsightsResult answer={run.data} />}
          </div>
        </div>
      )}
    </div>
  );
}
