import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { WeeklyActivityChart } from '@/components/charts/weekly-activity-chart';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { ReportSection, SentenceList } from './report-section';

function BadgeList({
  items,
  variant,
}: {
  items: readonly string[];
  variant: 'secondary' | 'outline';
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Summary, themes, the weekly chart, the detailed analysis, features, highlights, technologies. */
export function OverviewTab({ analysis, label }: { analysis: QuarterlyAnalysis; label: string }) {
  const result = analysis.analysis_result;
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-6">
          <ReportSection title="Summary">
            <p className="leading-relaxed">{result.summary}</p>
          </ReportSection>
          <ReportSection
            title="Key themes"
            isEmpty={result.key_themes.length === 0}
            empty="No signal stood out this quarter."
          >
            <BadgeList items={result.key_themes} variant="secondary" />
          </ReportSection>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <WeeklyActivityChart
            weeks={analysis.weekly_activity}
            title={`Weekly commits and contributors in ${label}`}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-6">
          <ReportSection title="Detailed analysis">
            <div className="space-y-3 text-sm leading-relaxed">
              {result.detailed_analysis.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </ReportSection>
          <ReportSection
            title="Major features"
            isEmpty={result.major_features.length === 0}
            empty="No new feature was shipped this quarter."
          >
            <SentenceList items={result.major_features} />
          </ReportSection>
          <ReportSection
            title="Technical highlights"
            isEmpty={result.technical_highlights.length === 0}
            empty="No security, performance, upgrade or breaking change this quarter."
          >
            <SentenceList items={result.technical_highlights} />
          </ReportSection>
          <ReportSection
            title="Web3 technologies"
            isEmpty={result.web3_technologies_adopted.length === 0}
            empty="The quarter's changes named no chain or protocol."
          >
            <BadgeList items={result.web3_technologies_adopted} variant="outline" />
          </ReportSection>
          <ReportSection title="Active repositories">
            <ul className="grid gap-1 sm:grid-cols-2">
              {analysis.metrics.unique_repositories.names.map((name) => (
                <li key={name} className="break-all font-mono text-xs">
                  {name}
                </li>
              ))}
            </ul>
          </ReportSection>
        </CardContent>
      </Card>
    </div>
  );
}
