import type { ProjectProfile } from '@gitsignals/contracts';
import { MAX_AGENT_PROFILES, type AgentProfileType } from '@gitsignals/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { SubscriptionGate } from '@/components/subscription-gate';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser, useUpdateUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { insightsKey, useInsights } from '../api/get-insights';
import { AgentWelcome } from '../components/agent-welcome';
import { InsightsList } from '../components/insights-list';
import { ProfileSetupDialog, type SetupMode } from '../components/profile-setup-dialog';
import { configuredTypes, profileInfo } from '../lib/agent-profiles';

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

const isAuthError = (error: unknown) => error instanceof ApiError && error.isAuthError;

function AgentHub() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const user = useCurrentUser();
  const updateUser = useUpdateUser();
  const insights = useInsights(userId);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<AgentProfileType | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; mode: SetupMode }>({
    open: false,
    mode: { kind: 'add' },
  });

  useEffect(() => {
    if (insights.isError && !isAuthError(insights.error)) {
      toast.error('Error Loading Insights', {
        id: 'insights-error',
        description: 'There was an error fetching your insights. Please try again later.',
      });
    }
  }, [insights.isError, insights.error]);

  const profile: ProjectProfile = (user.data?.project_profile ?? {}) as ProjectProfile;
  const types = configuredTypes(profile);
  const current = selected && types.includes(selected) ? selected : (types[0] ?? null);
  const atMaximum = types.length >= MAX_AGENT_PROFILES;

  const saveProfile = (next: ProjectProfile, onSuccess: () => void, failure: string) =>
    updateUser.mutate(
      { project_profile: next },
      {
        onSuccess: () => {
          onSuccess();
          void queryClient.invalidateQueries({ queryKey: insightsKey(userId) });
        },
        onError: (error) => {
          if (isAuthError(error)) return;
          toast.error(failure, { description: `Failed to save profile: ${error.message}` });
        },
      },
    );

  const onSave = (type: AgentProfileType, answers: Record<string, string>) => {
    const adding = dialog.mode.kind === 'add';
    const title = profileInfo(type).title;
    saveProfile(
      { ...profile, [type]: answers },
      () => {
        setDialog((d) => ({ ...d, open: false }));
        setSelected(type);
        toast.success(adding ? 'Profile added' : 'Profile updated', {
          description: `${title} profile has been ${adding ? 'added' : 'updated'}.`,
        });
      },
      adding ? 'Failed to add profile' : 'Failed to update profile',
    );
  };

  const onDelete = (type: AgentProfileType) => {
    const rest = Object.fromEntries(Object.entries(profile).filter(([key]) => key !== type));
    updateUser.mutate(
      { project_profile: rest },
      {
        onSuccess: () => {
          toast.success('Profile deleted', {
            description: `${profileInfo(type).title} profile has been deleted.`,
          });
          void queryClient.invalidateQueries({ queryKey: insightsKey(userId) });
        },
        onError: (error) => {
          if (isAuthError(error)) return;
          toast.error('Failed to delete profile', { description: error.message });
        },
      },
    );
  };

  const openAdd = (preselected?: AgentProfileType) =>
    setDialog({ open: true, mode: { kind: 'add', preselected } });

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Agent Hub</h1>
          <p className="text-muted-foreground">
            AI agents that read the daily feed for what matters to your role.
          </p>
        </div>
        {user.isSuccess ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button onClick={() => openAdd()} disabled={atMaximum}>
              + AI Profile
            </Button>
            {atMaximum ? (
              <span className="text-xs text-muted-foreground">(Maximum 5 profiles)</span>
            ) : null}
          </div>
        ) : null}
      </header>

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
        <AgentWelcome onChoose={openAdd} />
      ) : (
        <Tabs value={current} onValueChange={(v) => setSelected(v as AgentProfileType)}>
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList aria-label="Your AI profiles">
              {types.map((type) => (
                <TabsTrigger key={type} value={type}>
                  {profileInfo(type).title}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {types.map((type) => {
            const info = profileInfo(type);
            return (
              <TabsContent key={type} value={type} className="grid gap-4 pt-2">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="grid gap-0.5">
                    <h2 className="text-lg font-semibold">{info.title}</h2>
                    <p className="text-sm text-muted-foreground">{info.description}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDialog({ open: true, mode: { kind: 'update', type } })}
                    >
                      <PencilIcon aria-hidden="true" />
                      Update profile
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onDelete(type)}
                      busy={updateUser.isPending}
                      aria-label={`Delete the ${info.title} profile`}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </div>
                <InsightsList
                  profileTitle={info.title}
                  status={insights.status}
                  insights={insights.data?.insights.filter((i) => i.agent_type === `${type}_agent`)}
                  onRetry={() => void insights.refetch()}
                  retrying={insights.isFetching}
                />
              </TabsContent>
            );
          })}
        </Tabs>
      )}

      <ProfileSetupDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        mode={dialog.mode}
        added={types}
        answers={dialog.mode.kind === 'update' ? (profile[dialog.mode.type] ?? {}) : {}}
        saving={updateUser.isPending}
        onSave={onSave}
      />
    </>
  );
}
