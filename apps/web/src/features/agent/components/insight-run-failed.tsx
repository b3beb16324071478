import { LoadErrorAlert } from '@/components/load-error-alert';

/** The user's insights run failed after its retries: the spec's error, and a new run on demand. */
export function InsightRunFailed({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <LoadErrorAlert
      title="Error Loading Insights"
      message="There was an error fetching your insights. Please try again later."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
