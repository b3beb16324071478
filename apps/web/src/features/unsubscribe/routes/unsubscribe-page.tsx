import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { unsubscribeErrorMessage, useUnsubscribe } from '../api/unsubscribe';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full items-start justify-center px-4 py-10 sm:py-16">
      <PageTitle title="Unsubscribe" />
      <div className="grid w-full max-w-[480px] justify-items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

function ErrorView({ message }: { message: string }) {
  return (
    <Panel>
      <TriangleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold tracking-tight">Unsubscribe failed</h1>
      <p role="alert" className="text-muted-foreground">
        There was an error processing your request: {message}
      </p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </Panel>
  );
}

/**
 * /unsubscribe?userId=<token> (spec sections 2, 4 and 8): the link in every digest. It turns
 * all e-mails off without a session; the token is opaque, never the account id.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('userId')?.trim() || null;
  const result = useUnsubscribe(token);

  if (!token) return <ErrorView message="No user ID provided in the URL" />;
  if (result.isError) return <ErrorView message={unsubscribeErrorMessage(result.error)} />;
  if (result.isSuccess) {
    return (
      <Panel>
        <CheckCircle2Icon aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-semibold tracking-tight">Unsubscribed</h1>
        <p role="status" className="text-muted-foreground">
          You have been successfully unsubscribed from all emails.
        </p>
        <Button asChild>
          <Link to="/">Return to Homepage</Link>
        </Button>
      </Panel>
    );
  }
  return (
    <Panel>
      <Spinner className="size-6" label="Unsubscribing" />
      <p className="text-muted-foreground">Processing your request...</p>
    </Panel>
  );
}
