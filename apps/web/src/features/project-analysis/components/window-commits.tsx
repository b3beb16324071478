import type { FeedCommit } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

const SIGNAL_TITLES = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));
const FIRST_SHOWN = 8;

/** The window's meaningful commits, newest first: the evidence behind the analysis. */
export function WindowCommits({ commits }: { commits: readonly FeedCommit[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? commits : commits.slice(0, FIRST_SHOWN);
  return (
    <div className="space-y-2">
      <ul className="divide-y rounded-md border">
        {shown.map((commit) => (
          <li key={commit.commit_id} className="flex flex-col gap-1.5 p-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <a
                href={commit.commit_url}
                target="_blank"
                rel="noreferrer"
                className="font-mono text-xs text-primary underline-offset-4 hover:underline"
              >
                {commit.commit_id.slice(0, 7)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="min-w-0 flex-1 break-words">{commit.message.split('\n')[0]}</span>
            </div>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span>{commit.author}</span>
              <span aria-hidden="true">·</span>
              <span className="break-all">{commit.repository}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={commit.updated_at}>{formatDate(commit.updated_at)}</time>
              {commit.signals.map((signal) => (
                <Badge key={signal} variant="outline" className="font-normal">
                  {SIGNAL_TITLES.get(signal) ?? signal}
                </Badge>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {commits.length > FIRST_SHOWN ? (
        <Button variant="ghost" size="sm" onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show Less' : `Show ${commits.length - FIRST_SHOWN} More`}
        </Button>
      ) : null}
    </div>
  );
}
