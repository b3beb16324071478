import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/hooks/use-session';
import { useSignInDialog } from '@/hooks/use-sign-in-dialog';
import { searchPath } from '@/lib/keywords';

/**
 * Search from the home sidebar: opens /search?q=kw1,kw2. Logged-out visitors are asked to sign in
 * instead (spec section 6: 'Login required' / 'Please login to save searches').
 */
export function useStartSearch(): (keywords: readonly string[]) => void {
  const session = useSession();
  const navigate = useNavigate();
  const signInDialog = useSignInDialog();
  return (keywords) => {
    if (keywords.length === 0) return;
    if (session.status !== 'authenticated') {
      toast.error('Login required', { description: 'Please login to save searches' });
      signInDialog.open({ mode: 'signin', redirectTo: searchPath(keywords) });
      return;
    }
    void navigate(searchPath(keywords));
  };
}
