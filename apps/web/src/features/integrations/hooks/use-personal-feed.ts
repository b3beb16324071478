import { useState } from 'react';
import { toast } from 'sonner';
import { useCreatePersonalFeedUrls } from '../api/create-personal-feed-urls';
import { usePersonalFeedUrls } from '../api/get-personal-feed-urls';
import { useRevokePersonalFeedUrls } from '../api/revoke-personal-feed-urls';

/** Which confirmation is open: a new URL (the old one stops working) or revoking it. */
export type FeedConfirm = 'replace' | 'revoke' | null;

/** The private feed URLs: create them, replace them, revoke them. */
export function usePersonalFeed() {
  const feed = usePersonalFeedUrls();
  const create = useCreatePersonalFeedUrls();
  const revoke = useRevokePersonalFeedUrls();
  const [confirm, setConfirm] = useState<FeedConfirm>(null);

  const makeUrls = () => {
    if (create.isPending) return;
    const replacing = feed.data !== null && feed.data !== undefined;
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(replacing ? 'New private feed URL made' : 'Private feed URL made', {
          description: replacing ? 'The previous URL no longer works.' : undefined,
        });
      },
      onError: (error) =>
        toast.error('Failed to make a private feed URL', { description: error.message }),
    });
  };

  const revokeUrls = () => {
    if (revoke.isPending) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast.success('Private feed URL revoked', {
          description: 'Feed readers using it get nothing more.',
        });
      },
      onError: (error) =>
        toast.error('Failed to revoke the private feed URL', { description: error.message }),
    });
  };

  return {
    feed,
    confirm,
    setConfirm,
    makeUrls,
    creating: create.isPending,
    revokeUrls,
    revoking: revoke.isPending,
  };
}
