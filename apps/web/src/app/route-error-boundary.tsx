import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's error screen (spec section 8: 'Unexpected Application Error!'). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle title="Error" />
      <h1 className="text-2xl font-semibold tracking-tight">Unexpected Application Error!</h1>
      <p className="break-words text-muted-foreground">{describe(error)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
