import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button, buttonVariants } from '@/components/ui/button';

type ContactsErrorProps = {
  message: string;
  /** Left out when trying again cannot help (an unknown project). */
  onRetry?: () => void;
  retrying?: boolean;
};

/** Spec section 2: the error view 'Error Loading Contacts' with 'Back to Network' to /network. */
export function ContactsError({ message, onRetry, retrying = false }: ContactsErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <PageTitle title="Error Loading Contacts" />
      <AlertCircleIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">Error Loading Contacts</h1>
      <p className="max-w-md break-words text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/network" className={buttonVariants({ variant: 'default' })}>
          Back to Network
        </Link>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
