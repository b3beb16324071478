import type { FeedCommit } from '@gitsignals/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { firstLine, shortSha } from '../lib/visible-commits';

/** One analysed commit: subject line, author, date and the short sha linking to the code host. */
export function CommitItem({ commit }: { commit: FeedCommit }) {
  const sha = shortSha(commit.commit_id);
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0">
      <p className="text-sm font-medium break-words">{firstLine(commit.message)}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span>{commit.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={commit.updated_at}>{formatDate(commit.updated_at)}</time>
        <span aria-hidden="true">·</span>
        <a
          href={commit.commit_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-sm font-mono text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {sha}
          <ExternalLinkIcon aria-hidden="true" className="size-3" />
          <span className="sr-only">
            (commit {sha} in {commit.repository}, opens in a new tab)
          </span>
        </a>
      </p>
    </li>
  );
}
