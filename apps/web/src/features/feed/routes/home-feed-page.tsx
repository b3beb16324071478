import { ComingSoon } from '@/components/coming-soon';

/** Home feed (/signals and /github-signals). Placeholder: the feed issue replaces this file. */
export default function HomeFeedPage() {
  return <ComingSoon title="Signals" />;
}
