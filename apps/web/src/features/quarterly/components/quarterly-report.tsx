import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompetitiveTab } from './competitive-tab';
import { MilestonesTimeline } from './milestones-timeline';
import { OverviewTab } from './overview-tab';
import { PrioritiesTab } from './priorities-tab';
import { QuarterMetrics } from './quarter-metrics';

// Spec: desktop has four tabs, phones only Overview and Priorities. The other two triggers are
// hidden below the md breakpoint (768px, the app's mobile breakpoint).
const DESKTOP_ONLY = 'hidden md:inline-flex';

/** Metrics, milestones and the tabs of one quarter's analysis. */
export function QuarterlyReport({
  analysis,
  label,
}: {
  analysis: QuarterlyAnalysis;
  label: string;
}) {
  const [tab, setTab] = useState('overview');
  return (
    <div className="space-y-6">
      <QuarterMetrics metrics={analysis.metrics} />
      <MilestonesTimeline milestones={analysis.analysis_result.key_milestones_timeline} />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full md:w-fit">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="priorities">Priorities</TabsTrigger>
          <TabsTrigger value="competitive" className={DESKTOP_ONLY}>
            Competitive Intelligence
          </TabsTrigger>
          <TabsTrigger value="contributors" className={DESKTOP_ONLY}>
            Contributors
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab analysis={analysis} label={label} />
        </TabsContent>
        <TabsContent value="priorities">
          <PrioritiesTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="competitive">
          <CompetitiveTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="contributors">
          <p className="py-16 text-center text-muted-foreground">Stay tuned, launching soon</p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
