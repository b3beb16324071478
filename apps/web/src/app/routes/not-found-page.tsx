import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

/** Any unknown path (spec section 2). */
export default function NotFoundPage() {
  const location = useLocation();

  // The spec asks for the path to be logged. console.info, not console.error: an unknown URL is
  // a visitor's typo, not an application fault, and e2e tests fail on console errors.
  useEffect(() => {
    console.info('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageTitle title="Page not found" />
      <p className="text-6xl font-bold tracking-tight text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
