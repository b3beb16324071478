import type { Insight } from '@gitsignals/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { ProjectLogo } from '@/components/project-logo';
import { Badge } from '@/components/ui/badge';
import { formatInsightDate, insightTypeLabel } from '../lib/agent-profiles';
import { opportunityParts } from '../lib/opportunity-parts';

/** The text with the commit it cites set apart; the whole card links to that commit's feed item. */
function Opportunity({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words">
      {opportunityParts(text).map((part, i) =>
        part.kind === 'sha' ? (
          <code
            key={i}
            title="The commit this insight cites"
            className="rounded bg-muted px-0.5 font-mono text-xs text-foreground"
          >
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** One insight; the whole card opens its feed item in a new tab (spec section 2). */
export function InsightCard({ insight }: { insight: Insight }) {
  return (
    <li>
      <a
        href={`/feeds/${encodeURIComponent(insight.feed_id)}`}
        target="_blank"
        rel="noopener noreferrer"
        data-insight-id={insight.id}
        className="group flex gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ProjectLogo name={insight.project_name} src={insight.image_url} size="md" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold leading-tight">{insight.project_name}</h3>
            <time dateTime={insight.analysis_date} className="text-xs text-muted-foreground">
              {formatInsightDate(insight.analysis_date)}
            </time>
            <Badge variant="secondary">{insightTypeLabel(insight.insight_type)}</Badge>
          </div>
          <Opportunity text={insight.opportunity} />
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground group-hover:text-foreground">
            Open the feed item
            <ExternalLinkIcon aria-hidden="true" className="size-3" />
            <span className="sr-only">(opens in a new tab)</span>
          </span>
        </div>
      </a>
    </li>
  );
}
