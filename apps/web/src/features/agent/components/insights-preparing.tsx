import { Spinner } from '@/components/ui/spinner';

type InsightsPreparingProps = {
  profileTitle: string;
  windowDays: number;
  /** The profile already has insights: a line above them rather than the whole panel. */
  compact: boolean;
};

/**
 * A run for the user is queued or running (ADR 041): the page says so and updates by itself
 * when it ends (the run's state is polled meanwhile).
 */
export function InsightsPreparing({ profileTitle, windowDays, compact }: InsightsPreparingProps) {
  const detail = `The ${profileTitle} is reading the last ${windowDays} days of activity for what your profile lists. It takes under a minute, and this page updates by itself.`;
  if (compact) {
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
      >
        <Spinner decorative className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="font-medium">Preparing your insights…</span>{' '}
          <span className="text-muted-foreground">{detail}</span>
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center"
    >
      <Spinner decorative className="size-6" />
      <p className="font-medium">Preparing your insights…</p>
      <p className="max-w-md text-sm text-muted-foreground">{detail}</p>
    </div>
  );
}
