import type { FeedItem } from '@gitsignals/contracts';
import { GitCommitHorizontalIcon, NetworkIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectLogo } from '@/components/project-logo';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { feedSummary } from '@/lib/feed-text';
import { formatDate, pluralize } from '@/lib/format';
import { PriorityBadge } from './priority-badge';
import { ReplayMark } from './replay-mark';
import { SummaryText } from './summary-text';
import { TagList } from './tag-list';

export type FeedCardProps = {
  feed: FeedItem;
  /** Bookmark / share / subscribe buttons; rendered at the bottom right of the card. */
  actions?: ReactNode;
  /** Heading level of the title, to keep the page's heading order (h3 under an h2 section). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Maximum tags before "+N more". */
  maxTags?: number;
  /** Open the detail page in a new tab (insight cards do, spec section 2). */
  openInNewTab?: boolean;
  className?: string;
};

export function FeedCard({
  feed,
  actions,
  headingLevel: Heading = 'h3',
  maxTags = 6,
  openInNewTab = false,
  className,
}: FeedCardProps) {
  const titleId = useId();
  const projectName = feed.project.name || feed.owner;
  const summary = feedSummary(feed);
  const title = feed.title.trim() || projectName;
  const showSummary = summary.trim() !== title;

  return (
    <article
      aria-labelledby={titleId}
      data-feed-id={feed.id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs',
        className,
      )}
    >
      <header className="flex items-start gap-3">
        <ProjectLogo name={projectName} src={feed.image_url} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{projectName}</p>
          <p className="truncate text-xs text-muted-foreground">{feed.category}</p>
        </div>
        <PriorityBadge priority={feed.priority} />
      </header>

      <Heading id={titleId} className="text-base font-semibold leading-snug">
        <Link
          to={`/feeds/${encodeURIComponent(feed.id)}`}
          target={openInNewTab ? '_blank' : undefined}
          rel={openInNewTab ? 'noopener' : undefined}
          className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {title}
        </Link>
      </Heading>

      {showSummary ? <SummaryText text={summary} className="line-clamp-5" /> : null}

      <TagList
        tags={feed.tags}
        projectNames={[projectName, feed.owner, feed.project.slug]}
        max={maxTags}
      />

      {feed.networks.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <NetworkIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Networks: </span>
          <span className="truncate">{feed.networks.join(', ')}</span>
        </p>
      ) : null}

      <footer className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 border-t pt-3 text-xs text-muted-foreground">
        <time dateTime={feed.analysis_date}>{formatDate(feed.analysis_date)}</time>
        <span className="inline-flex items-center gap-1">
          <GitCommitHorizontalIcon aria-hidden="true" className="size-3.5" />
          {pluralize(feed.total_commits, 'commit')}
        </span>
        {feed.replay ? <ReplayMark recordedDate={feed.replay.recorded_date} /> : null}
        <Badge
          variant="outline"
          className="hidden font-normal text-muted-foreground sm:inline-flex"
        >
          {feed.days_analyzed === 1 ? '1 day' : `${feed.days_analyzed} days`}
        </Badge>
        {actions ? <div className="ml-auto flex items-center gap-1">{actions}</div> : null}
      </footer>
    </article>
  );
}
