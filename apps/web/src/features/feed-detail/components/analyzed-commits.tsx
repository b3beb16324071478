import type { FeedCommit } from '@gitsignals/contracts';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { visibleCommits } from '../lib/visible-commits';
import { CommitItem } from './commit-item';

export const NO_COMMITS_TEXT = 'No commits found for this period';

function newestFirst(commits: readonly FeedCommit[]): FeedCommit[] {
  return [...commits].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

/** Side panel 'Analyzed Commits': newest first, first 5, then 'Show N More' / 'Show Less'. */
export function AnalyzedCommits({
  commits,
  className,
}: {
  commits: readonly FeedCommit[];
  className?: string;
}) {
  const titleId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const sorted = useMemo(() => newestFirst(commits), [commits]);
  const { shown, hiddenCount } = visibleCommits(sorted, expanded);
  const foldable = expanded || hiddenCount > 0;

  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        'h-fit rounded-lg border bg-card p-4 text-card-foreground shadow-xs',
        className,
      )}
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Analyzed Commits
        </h2>
        {sorted.length > 0 ? (
          <span className="text-xs text-muted-foreground tabular-nums">{sorted.length}</span>
        ) : null}
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_COMMITS_TEXT}</p>
      ) : (
        <>
          <ol id={listId} className="divide-y">
            {shown.map((commit) => (
              <CommitItem key={`${commit.repository}@${commit.commit_id}`} commit={commit} />
            ))}
          </ol>
          {foldable ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3 w-full"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show Less' : `Show ${hiddenCount} More`}
            </Button>
          ) : null}
        </>
      )}
    </aside>
  );
}
