import { LogInIcon, LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSession } from '@/hooks/use-session';
import { cn } from '@/lib/cn';

/** Bottom of the sidebar: 'Logout' when logged in, otherwise 'Sign up/Login' to /signin. */
export function AccountButton({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const label = loggedIn ? 'Logout' : 'Sign up/Login';
  const Icon = loggedIn ? LogOutIcon : LogInIcon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
    </>
  );
  const className = cn('w-full justify-start', collapsed && 'size-9 justify-center px-0');

  const button = loggedIn ? (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        // Close the mobile menu first; signOut toasts and goes to /signals itself.
        onNavigate?.();
        void session.signOut();
      }}
    >
      {content}
    </Button>
  ) : (
    <Button asChild variant="outline" className={className}>
      <Link to="/signin" onClick={onNavigate}>
        {content}
      </Link>
    </Button>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
