import type { ApiToken, CreatedApiToken } from '@gitsignals/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteApiToken } from '../api/delete-api-token';
import { useApiTokens } from '../api/get-api-tokens';

/** The token list, the token just created (shown once) and the one about to be deleted. */
export function useApiTokensSection() {
  const tokens = useApiTokens();
  const remove = useDeleteApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [deleting, setDeleting] = useState<ApiToken | null>(null);

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Token deleted', { description: `${name} no longer works.` });
      },
      onError: (error) => toast.error('Failed to delete the token', { description: error.message }),
    });
  };

  return {
    tokens,
    created,
    setCreated,
    deleting,
    setDeleting,
    confirmDelete,
    removing: remove.isPending,
  };
}
