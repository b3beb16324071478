import { Navigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { useFeed } from '../api/get-feed';
import { AnalyzedCommits } from '../components/analyzed-commits';
import { DetailToolbar } from '../components/detail-toolbar';
import { FeedDetailContent } from '../components/feed-detail-content';
import { FeedLoadError, FeedNotFound } from '../components/feed-detail-error';
import { FeedDetailSkeleton } from '../components/feed-detail-skeleton';

function FeedDetail({ feedId }: { feedId: string }) {
  const { data: feed, isPending, isError, error, refetch, isFetching } = useFeed(feedId);

  if (isPending) {
    return (
      <>
        <PageTitle title="Daily Analysis" />
        <DetailToolbar />
        <FeedDetailSkeleton />
      </>
    );
  }
  if (isError) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageTitle title={notFound ? 'Feed not found' : 'Daily Analysis'} />
        <DetailToolbar />
        {notFound ? (
          <FeedNotFound />
        ) : (
          <FeedLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </>
    );
  }

  return (
    <>
      <PageTitle title={`${feed.project.name || feed.owner} · Daily Analysis`} />
      <DetailToolbar feed={feed} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <FeedDetailContent feed={feed} />
        <AnalyzedCommits commits={feed.commits} className="lg:sticky lg:top-6" />
      </div>
    </>
  );
}

/** Feed detail (/feeds/:feedId, spec section 2). */
export default function FeedDetailPage() {
  const { feedId = '' } = useParams();
  // Spec: no feedId redirects to /signals.
  if (!feedId.trim()) return <Navigate to="/signals" replace />;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6 lg:py-8">
      <FeedDetail key={feedId} feedId={feedId} />
    </div>
  );
}
