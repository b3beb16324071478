import type { FeedItem } from '@gitsignals/contracts';
import { PriorityBadge, ReplayMark, SummaryText, TagList } from '@/components/feed-card';
import { ProjectLogo } from '@/components/project-logo';
import { feedContent, feedSummary } from '@/lib/feed-text';
import { formatDate, pluralize } from '@/lib/format';
import { PossibleSignals } from './possible-signals';
import { SubscribeButton } from './subscribe-button';

/** The analysis itself: heading, owner, summary, technology tags and the full content. */
export function FeedDetailContent({ feed }: { feed: FeedItem }) {
  const projectName = feed.project.name || feed.owner;
  const summary = feedSummary(feed);
  const content = feedContent(feed);
  // Short items carry the same text in both fields; saying it twice adds nothing.
  const showContent = content.trim() !== summary.trim();

  return (
    <article aria-labelledby="feed-detail-title" className="min-w-0 space-y-6">
      <header className="space-y-4">
        <div className="space-y-1">
          <h1 id="feed-detail-title" className="text-2xl font-semibold tracking-tight">
            Daily Analysis
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>{pluralize(feed.total_commits, 'commit')}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={feed.analysis_date}>{formatDate(feed.analysis_date)}</time>
            {feed.replay ? <ReplayMark recordedDate={feed.replay.recorded_date} /> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 shadow-xs">
          <ProjectLogo name={projectName} src={feed.image_url} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="truncate text-lg font-semibold">{projectName}</span>
              <PriorityBadge priority={feed.priority} />
            </p>
            <p className="text-sm text-muted-foreground">
              {feed.category}
              {feed.networks.length > 0 ? ` · ${feed.networks.join(', ')}` : null}
            </p>
          </div>
          <SubscribeButton projectName={projectName} />
        </div>
      </header>

      <section aria-labelledby="feed-summary-title" className="space-y-2">
        <h2 id="feed-summary-title" className="text-lg font-semibold">
          {feed.title.trim() || 'Summary'}
        </h2>
        <SummaryText text={summary} className="text-base text-foreground" />
      </section>

      <TagList tags={feed.tags} projectNames={[projectName, feed.owner, feed.project.slug]} />

      {showContent ? (
        <section aria-labelledby="feed-content-title" className="space-y-2">
          <h2 id="feed-content-title" className="text-lg font-semibold">
            Full analysis
          </h2>
          <SummaryText text={content} className="space-y-2 text-base text-foreground" />
        </section>
      ) : null}

      <PossibleSignals possible={feed.possible_signals} commits={feed.commits} />
    </article>
  );
}
