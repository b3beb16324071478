import type { AnalyzeResponse } from '@gitsignals/contracts';
import { ActivityIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeedCard } from '@/components/feed-card';
import { formatDate } from '@/lib/format';
import { CitedText } from './cited-text';
import { WindowCommits } from './window-commits';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The spec's 'No Recent Activity' state: the window holds no meaningful commit. */
export function NoRecentActivity({ result }: { result: AnalyzeResponse }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <ActivityIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No Recent Activity</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {result.message} {result.owner} had no meaningful commits from{' '}
        {formatDate(result.period_start)} to {formatDate(result.period_end)}.
      </p>
    </div>
  );
}

/** Summary, Key Highlights, Business Impact and Detailed Analysis of one window. */
export function AnalysisReport({ result }: { result: AnalyzeResponse }) {
  if (result.commits_count === 0) return <NoRecentActivity result={result} />;
  const { analysis, commits } = result;
  return (
    <div className="space-y-6">
      <Section id="analysis-summary" title="Summary">
        <p className="leading-relaxed">
          <CitedText text={analysis.summary} commits={commits} />
        </p>
      </Section>
      <Section id="analysis-highlights" title="Key Highlights">
        <ul className="list-disc space-y-1.5 pl-5 leading-relaxed marker:text-muted-foreground">
          {analysis.key_highlights.map((highlight) => (
            <li key={highlight}>
              <CitedText text={highlight} commits={commits} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="analysis-impact" title="Business Impact">
        <p className="leading-relaxed">
          <CitedText text={analysis.business_impact} commits={commits} />
        </p>
      </Section>
      <Section id="analysis-detailed" title="Detailed Analysis">
        {result.feed_items.length > 0 ? (
          <div className="grid gap-4 md:grid-cols-2">
            {result.feed_items.map((item) => (
              <FeedCard key={item.id} feed={item} headingLevel="h3" maxTags={4} />
            ))}
          </div>
        ) : null}
        <h3 className="pt-2 text-sm font-medium text-muted-foreground">
          Meaningful commits ({commits.length})
        </h3>
        <WindowCommits commits={commits} />
      </Section>
    </div>
  );
}
