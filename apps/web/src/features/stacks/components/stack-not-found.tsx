import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonVariants } from '@/components/ui/button';

/** No profile for this project (spec section 2): say so and lead back to /stacks. */
export function StackNotFound({ project }: { project: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <PageTitle title="Project Not Found" />
      <h1 className="text-2xl font-semibold tracking-tight">Project Not Found</h1>
      <p className="break-words text-muted-foreground">
        We couldn&apos;t find technology information for {project}.
      </p>
      <Link to="/stacks" className={buttonVariants({ variant: 'default' })}>
        Back to Stacks
      </Link>
    </div>
  );
}
