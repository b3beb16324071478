import type { ProjectProfile } from '@gitsignals/contracts';
import { MAX_AGENT_PROFILES, type AgentProfileType } from '@gitsignals/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useCurrentUser, useUpdateUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { insightsKey, useInsights } from '../api/get-insights';
import type { SetupMode } from '../components/profile-setup-dialog';
import { configuredTypes, profileInfo } from '../lib/agent-profiles';

// 401/403 are the app's to handle (auth-error-handler): no toast of ours on top.
const isAuthError = (error: unknown) => error instanceof ApiError && error.isAuthError;

function useInsightsErrorToast(isError: boolean, error: unknown) {
  useEffect(() => {
    if (isError && !isAuthError(error)) {
      toast.error('Error Loading Insights', {
        id: 'insights-error',
        description: 'There was an error fetching your insights. Please try again later.',
      });
    }
  }, [isError, error]);
}

/** Saves the user's profiles; the insights are then read again, since they depend on them. */
function useProfileWriter(userId: string) {
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();
  const write = (
    next: ProjectProfile,
    onSuccess: () => void,
    onFailure: (message: string) => void,
  ) =>
    updateUser.mutate(
      { project_profile: next },
      {
        onSuccess: () => {
          onSuccess();
          void queryClient.invalidateQueries({ queryKey: insightsKey(userId) });
        },
        onError: (error) => {
          if (isAuthError(error)) return;
          onFailure(error.message);
        },
      },
    );
  return { write, saving: updateUser.isPending };
}

/** The Agent Hub's data and actions: the user's profiles, their insights, the setup dialog. */
export function useAgentHub() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const user = useCurrentUser();
  const { write, saving } = useProfileWriter(userId);
  const insights = useInsights(userId);
  const [selected, setSelected] = useState<AgentProfileType | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; mode: SetupMode }>({
    open: false,
    mode: { kind: 'add' },
  });
  useInsightsErrorToast(insights.isError, insights.error);

  const profile: ProjectProfile = (user.data?.project_profile ?? {}) as ProjectProfile;
  const types = configuredTypes(profile);

  const onSave = (type: AgentProfileType, answers: Record<string, string>) => {
    const adding = dialog.mode.kind === 'add';
    const title = profileInfo(type).title;
    const failure = adding ? 'Failed to add profile' : 'Failed to update profile';
    write(
      { ...profile, [type]: answers },
      () => {
        setDialog((d) => ({ ...d, open: false }));
        setSelected(type);
        toast.success(adding ? 'Profile added' : 'Profile updated', {
          description: `${title} profile has been ${adding ? 'added' : 'updated'}.`,
        });
      },
      (message) => toast.error(failure, { description: `Failed to save profile: ${message}` }),
    );
  };

  const onDelete = (type: AgentProfileType) =>
    write(
      Object.fromEntries(Object.entries(profile).filter(([key]) => key !== type)),
      () =>
        toast.success('Profile deleted', {
          description: `${profileInfo(type).title} profile has been deleted.`,
        }),
      (message) => toast.error('Failed to delete profile', { description: message }),
    );

  return {
    user,
    insights,
    profile,
    types,
    current: selected && types.includes(selected) ? selected : (types[0] ?? null),
    atMaximum: types.length >= MAX_AGENT_PROFILES,
    saving,
    dialog,
    setDialog,
    setSelected,
    onSave,
    onDelete,
    openAdd: (preselected?: AgentProfileType) =>
      setDialog({ open: true, mode: { kind: 'add', preselected } }),
  };
}
