import type { FeedCommit, PossibleSignal } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { shortSha } from '../lib/visible-commits';

const TITLES = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));

export const POSSIBLE_SIGNALS_TITLE = 'Possible signals';
export const POSSIBLE_SIGNALS_INTRO =
  'Matched with less confidence than a signal needs to be shown, so they are not on the card and count towards neither its priority nor digests and insights.';

function CommitLink({ sha, commit }: { sha: string; commit: FeedCommit | undefined }) {
  const label = shortSha(sha);
  if (commit === undefined) return <span className="font-mono">{label}</span>;
  return (
    <a
      href={commit.commit_url}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm font-mono text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {label}
      <span className="sr-only"> (commit in {commit.repository}, opens in a new tab)</span>
    </a>
  );
}

function PossibleRow({ possible, commits }: { possible: PossibleSignal; commits: FeedCommit[] }) {
  const byId = new Map(commits.map((c) => [c.commit_id, c]));
  const percent = Math.round(possible.confidence * 100);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
      <Badge variant="outline" className="border-dashed">
        {TITLES.get(possible.signal) ?? possible.signal}
      </Badge>
      <span className="text-muted-foreground">possible, {percent}% confidence, in</span>
      <span className="flex flex-wrap gap-x-1.5">
        {possible.commit_ids.map((sha, i) => (
          <span key={sha}>
            <CommitLink sha={sha} commit={byId.get(sha)} />
            {i < possible.commit_ids.length - 1 ? ',' : null}
          </span>
        ))}
      </span>
    </li>
  );
}

/** The item's lower-confidence matches (ADR 037): only here, never on the card. */
export function PossibleSignals({
  possible,
  commits,
}: {
  possible: PossibleSignal[];
  commits: FeedCommit[];
}) {
  const titleId = useId();
  if (possible.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="text-lg font-semibold">
        {POSSIBLE_SIGNALS_TITLE}
      </h2>
      <p className="text-sm text-muted-foreground">{POSSIBLE_SIGNALS_INTRO}</p>
      <ul className="divide-y">
        {possible.map((p) => (
          <PossibleRow key={p.signal} possible={p} commits={commits} />
        ))}
      </ul>
    </section>
  );
}
