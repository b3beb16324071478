import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * Whether 'Continue with Google' can work on this server (GOOGLE_CLIENT_ID and _SECRET set), from
 * the API's index. Unknown (loading, or the server unreachable) counts as no: a button that can
 * only fail with a toast is worse than none.
 */
export function useGoogleSignIn(): boolean {
  const { data } = useQuery({
    queryKey: ['api', 'index'] as const,
    queryFn: ({ signal }) => call(endpoints.apiIndex, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return data?.signIn.google ?? false;
}
