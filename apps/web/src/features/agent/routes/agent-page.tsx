import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { SubscriptionGate } from '@/components/subscription-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { AgentHubHeader } from '../components/agent-hub-header';
import { AgentWelcome } from '../components/agent-welcome';
import { ProfileSetupDialog } from '../components/profile-setup-dialog';
import { ProfileTabs } from '../components/profile-tabs';
import { useAgentHub } from '../hooks/use-agent-hub';

/**
 * /agent (spec section 2): subscribers only (others go to /pricing); a welcome with five agents
 * without profiles, otherwise a tab per profile with its insights, Update profile and Delete.
 */
export default function AgentPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6">
      <PageTitle title="Agent Hub" />
      <SubscriptionGate>
        <AgentHub />
      </SubscriptionGate>
    </div>
  );
}

function AgentHub() {
  const hub = useAgentHub();
  const { user, types, current, dialog, setDialog } = hub;
  return (
    <>
      <AgentHubHeader
        showAdd={user.isSuccess}
        atMaximum={hub.atMaximum}
        onAdd={() => hub.openAdd()}
      />

      {user.isPending ? (
        <div role="status" aria-label="Loading your profiles" className="grid gap-3">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : user.isError ? (
        <LoadErrorAlert
          title="Failed to fetch user data"
          message={user.error.message}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      ) : types.length === 0 || current === null ? (
        <AgentWelcome onChoose={hub.openAdd} />
      ) : (
        <ProfileTabs
          types={types}
          current={current}
          onSelect={hub.setSelected}
          profile={hub.profile}
          insights={hub.insights}
          run={hub.run}
          requestRun={hub.requestRun}
          saving={hub.saving}
          onUpdate={(type) => setDialog({ open: true, mode: { kind: 'update', type } })}
          onDelete={hub.onDelete}
        />
      )}

      <ProfileSetupDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        mode={dialog.mode}
        added={types}
        answers={dialog.mode.kind === 'update' ? (hub.profile[dialog.mode.type] ?? {}) : {}}
        saving={hub.saving}
        onSave={hub.onSave}
      />
    </>
  );
}
