import { Link } from 'react-router';

/** The free plan's limit, in the words of issue 17, with the way to lift it. */
export function AlertPlanNote({ limit }: { limit: number }) {
  return (
    <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
      Free plan: {limit} alert rule, by e-mail.{' '}
      <Link to="/pricing" className="font-medium underline underline-offset-4">
        Upgrade
      </Link>{' '}
      for webhooks, Slack, Discord and Telegram.
    </p>
  );
}
