import { useLocation, useNavigate } from 'react-router';

/**
 * Spec section 6: bookmarking or subscribing while logged out navigates to /signin. The page's
 * address rides along so sign-in can bring the reader back here.
 */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const from = `${location.pathname}${location.search}${location.hash}`;
    void navigate('/signin', { state: { from } });
  };
}
