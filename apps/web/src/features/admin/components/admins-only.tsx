import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** What a signed-in account without the admin role sees at /admin. */
export function AdminsOnly() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">Admins only</h1>
      <p className="text-muted-foreground">
        The operators’ console is for admin accounts. An operator can make an account an admin with{' '}
        <code className="text-sm">ADMIN_EMAILS</code> or{' '}
        <code className="text-sm">npm run cli -- grant-admin EMAIL</code>.
      </p>
      <Button asChild variant="outline">
        <Link to="/signals">Back to Signals</Link>
      </Button>
    </div>
  );
}
