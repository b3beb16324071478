import type { InsightRun, ProjectProfile } from '@gitsignals/contracts';
import { MAX_AGENT_PROFILES, type AgentProfileType } from '@gitsignals/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useCurrentUser, useUpdateUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { insightsKey, useInsights } from '../api/get-insights';
import {
  insightRunKey,
  isRunPending,
  useInsightRun,
  useRequestInsightRun,
} from '../api/insight-run';
import type { SetupMode } from '../components/profile-setup-dialog';
import { configuredTypes, profileInfo } from '../lib/agent-profiles';

const UNKNOWN_RUN: InsightRun = {
  status: 'none',
  requested_at: null,
  finished_at: null,
  window_days: 7,
  items_checked: null,
  written: null,
};

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

/**
 * The user's insights run: polled while it is queued or running; when one ends, the insights
 * are read again, so the page shows them without a reload.
 */
function useWatchedInsightRun(userId: string) {
  const run = useInsightRun(userId);
  const queryClient = useQueryClient();
  const wasPending = useRef(false);
  const pending = isRunPending(run.data);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current && run.data) {
      wasPending.current = false;
      void queryClient.invalidateQueries({ queryKey: insightsKey(userId) });
    }
  }, [pending, run.data, queryClient, userId]);
  return run;
}

/**
 * Saves the user's profiles; the insights and the run's state are then read again: a save
 * queues a run, and an edited profile's recent insights are being rewritten.
 */
function useProfileWriter(userId: string) {
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();
  const write = (
    next: ProjectProfile,
    onSuccess: () => void,
    onFailure: (message: string) => void,
    queuesRun = false,
  ) =>
    updateUser.mutate(
      { project_profile: next },
      {
        onSuccess: () => {
          onSuccess();
          // The server has queued the run: "Preparing" shows at once, and the polling starts.
          if (queuesRun)
            queryClient.setQueryData<InsightRun>(insightRunKey(userId), (run) => ({
              ...(run ?? UNKNOWN_RUN),
              status: 'queued',
            }));
          void queryClient.invalidateQueries({ queryKey: insightsKey(userId) });
          void queryClient.invalidateQueries({ queryKey: insightRunKey(userId) });
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
  const run = useWatchedInsightRun(userId);
  const requestRun = useRequestInsightRun(userId);
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
      true,
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
    run,
    requestRun,
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
