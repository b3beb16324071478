import { ComingSoon } from '@/components/coming-soon';

/** Feed detail (/feeds/:feedId). Placeholder: the feed-detail issue replaces this file. */
export default function FeedDetailPage() {
  return <ComingSoon title="Daily Analysis" />;
}
