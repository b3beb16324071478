import type { ProjectProfile } from '@gitsignals/contracts';
import type { AgentProfileType } from '@gitsignals/contracts/constants';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { useInsights } from '../api/get-insights';
import type { useInsightRun, useRequestInsightRun } from '../api/insight-run';
import { profileInfo } from '../lib/agent-profiles';
import { InsightsList } from './insights-list';

type ProfileTabsProps = {
  types: AgentProfileType[];
  current: AgentProfileType;
  onSelect: (type: AgentProfileType) => void;
  profile: ProjectProfile;
  insights: ReturnType<typeof useInsights>;
  run: ReturnType<typeof useInsightRun>;
  requestRun: ReturnType<typeof useRequestInsightRun>;
  /** A profile is being saved or deleted. */
  saving: boolean;
  onUpdate: (type: AgentProfileType) => void;
  onDelete: (type: AgentProfileType) => void;
};

/** A tab per configured profile: its name, Update profile, Delete, and its insights. */
export function ProfileTabs({ types, current, onSelect, ...tab }: ProfileTabsProps) {
  return (
    <Tabs value={current} onValueChange={(v) => onSelect(v as AgentProfileType)}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="Your AI profiles">
          {types.map((type) => (
            <TabsTrigger key={type} value={type}>
              {profileInfo(type).title}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {types.map((type) => (
        <ProfileTab key={type} type={type} {...tab} />
      ))}
    </Tabs>
  );
}

type ProfileTabProps = Omit<ProfileTabsProps, 'types' | 'current' | 'onSelect'> & {
  type: AgentProfileType;
};

function ProfileTab({ type, insights, run, requestRun, saving, ...actions }: ProfileTabProps) {
  const info = profileInfo(type);
  return (
    <TabsContent value={type} className="grid gap-4 pt-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold">{info.title}</h2>
          <p className="text-sm text-muted-foreground">{info.description}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => actions.onUpdate(type)}>
            <PencilIcon aria-hidden="true" />
            Update profile
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onDelete(type)}
            busy={saving}
            aria-label={`Delete the ${info.title} profile`}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <InsightsList
        profile={info}
        answers={actions.profile[type] ?? {}}
        status={insights.status}
        insights={insights.data?.insights.filter((i) => i.agent_type === `${type}_agent`)}
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
        run={run.data}
        onRetryRun={() => requestRun.mutate()}
        retryingRun={requestRun.isPending}
        onUpdate={() => actions.onUpdate(type)}
      />
    </TabsContent>
  );
}
