import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { ProjectPickerForm } from '@/components/project-picker-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProjects } from '@/hooks/use-projects';
import { ApiError } from '@/lib/api-client';
import { useProjectAnalysis, type AnalysisDays } from '../api/analyze-project';
import { AnalysisHeader } from '../components/analysis-header';
import { AnalysisReport } from '../components/analysis-report';
import { AnalysisSkeleton } from '../components/analysis-skeleton';
import { EcosystemActivity } from '../components/ecosystem-activity';
import { QuarterPanel } from '../components/quarter-panel';
import { previousQuarter } from '../lib/previous-quarter';

const DAY_OPTIONS: { value: AnalysisDays; label: string }[] = [
  { value: 7, label: 'Past 7 Days' },
  { value: 14, label: 'Past 14 Days' },
];

function daysOf(value: string | null): AnalysisDays {
  return value === '14' ? 14 : 7;
}

/** The project the URL names, by display name or slug in any case, once the list is loaded. */
function useResolvedName(param: string): string {
  const { data } = useProjects();
  const key = param.toLowerCase();
  const match = data?.find((p) => p.name.toLowerCase() === key || p.slug.toLowerCase() === key);
  return match?.name ?? param;
}

function AnalysisResult({ owner, days }: { owner: string; days: AnalysisDays }) {
  const [tab, setTab] = useState('activity');
  const [, setSearchParams] = useSearchParams();
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useProjectAnalysis(owner, days);

  if (isPending) {
    return (
      <>
        <PageTitle title="Project analysis" />
        <AnalysisSkeleton />
      </>
    );
  }
  if (isError) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageTitle title={notFound ? 'Project not found' : 'Project analysis'} />
        {notFound ? (
          <EmptyState text={`We do not track a project named '${owner}'.`} />
        ) : (
          <LoadErrorAlert
            title="Error loading analysis"
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
            className="max-w-xl"
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6" aria-busy={isPlaceholderData}>
      <PageTitle title={`${data.project.name} · Project analysis`} />
      <AnalysisHeader result={data} />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="activity">Project Activity</TabsTrigger>
            <TabsTrigger value="ecosystem">Ecosystem Activity</TabsTrigger>
          </TabsList>
          {tab === 'activity' ? (
            <Select
              value={String(days)}
              onValueChange={(value) =>
                setSearchParams(value === '7' ? {} : { days: value }, { replace: true })
              }
            >
              <SelectTrigger aria-label="Time period" className="w-full sm:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DAY_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={String(option.value)}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
        </div>
        <TabsContent value="activity" className={isPlaceholderData ? 'opacity-60' : undefined}>
          <AnalysisReport result={data} />
        </TabsContent>
        <TabsContent value="ecosystem">
          <EcosystemActivity name={data.project.name} active={tab === 'ecosystem'} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Project analysis (/analysis/:projectName, spec section 2). */
export default function ProjectAnalysisPage() {
  const { projectName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const days = daysOf(searchParams.get('days'));
  const current = useResolvedName(projectName);
  // null until the reader picks another project: the picker then shows the analysed one.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const chosen = picked === undefined ? current : picked;
  const quarter = previousQuarter(new Date());
  const analysis = useProjectAnalysis(current, days);

  const onSubmit = (project: string) => {
    if (analysis.isFetching && project === current) return;
    if (project === current) void analysis.refetch();
    else void navigate(`/analysis/${encodeURIComponent(project)}${days === 14 ? '?days=14' : ''}`);
    setPicked(undefined);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <ProjectPickerForm
        id="analysis-project"
        value={chosen || null}
        onChange={setPicked}
        placeholder="Select a project to analyze"
        submitLabel="Analyze"
        onSubmit={onSubmit}
        busy={analysis.isFetching && chosen === current}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <AnalysisResult key={current.toLowerCase()} owner={current} days={days} />
        {analysis.data ? (
          <aside aria-label="Quarterly overview" className="lg:sticky lg:top-6 lg:self-start">
            <QuarterPanel owner={analysis.data.project.name} quarter={quarter} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
