import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useApiTokensSection } from '../hooks/use-api-tokens-section';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { ConfirmDialog } from './confirm-dialog';
import { CreatedTokenDialog } from './created-token-dialog';
import { CurlExample } from './curl-example';
import { IntegrationSection } from './integration-section';
import { ListSkeleton } from './list-skeleton';

/** Personal API tokens: the list, a new one (shown once), delete, and how to use one. */
export function ApiTokensSection() {
  const section = useApiTokensSection();
  const { tokens } = section;

  return (
    <IntegrationSection
      id="api-tokens"
      title="API tokens"
      description="Read the GitSignals API from your own scripts and tools with your plan, without a browser session. A token cannot change your account, billing or tokens."
    >
      {tokens.isError ? (
        <LoadErrorAlert
          title="Failed to load your API tokens"
          message={tokens.error.message}
          onRetry={() => void tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : !tokens.data ? (
        <ListSkeleton label="Loading your API tokens" />
      ) : tokens.data.length === 0 ? (
        <EmptyState text="No API tokens yet." />
      ) : (
        <ApiTokenList tokens={tokens.data} onDelete={section.setDeleting} />
      )}
      <ApiTokenForm onCreated={section.setCreated} />
      <CurlExample />
      <CreatedTokenDialog token={section.created} onClose={() => section.setCreated(null)} />
      <ConfirmDialog
        open={section.deleting !== null}
        onOpenChange={(open) => (open ? undefined : section.setDeleting(null))}
        title={`Delete token “${section.deleting?.name ?? ''}”?`}
        description="Scripts and tools using it are refused from now on."
        confirmLabel="Delete token"
        onConfirm={section.confirmDelete}
        busy={section.removing}
      />
    </IntegrationSection>
  );
}
