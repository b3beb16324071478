import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';

/**
 * The honest placeholder for a page of the spec that a later issue builds: it names the page and
 * says it is not there yet, instead of showing invented content.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={title} />
      <ConstructionIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        This page is coming soon. We are building it now; nothing on it is ready to show yet.
      </p>
      <Button asChild variant="outline">
        <Link to="/signals">Go to Signals</Link>
      </Button>
    </section>
  );
}
