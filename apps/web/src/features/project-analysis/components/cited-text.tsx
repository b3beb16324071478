import type { FeedCommit } from '@gitsignals/contracts';
import { Fragment, type ReactNode } from 'react';

const CITATION = /\b([0-9a-f]{7})\b/g;

/**
 * Analysis text with each cited short sha ('(a1b2c3d)') linked to its commit on the code host,
 * so every claim can be checked in one click. Shas of commits not in the list stay plain text.
 */
export function CitedText({ text, commits }: { text: string; commits: readonly FeedCommit[] }) {
  const byShortSha = new Map(commits.map((c) => [c.commit_id.slice(0, 7), c]));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    const commit = byShortSha.get(match[1] ?? '');
    if (!commit || match.index === undefined) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        href={commit.commit_url}
        target="_blank"
        rel="noreferrer"
        title={commit.message.split('\n')[0]}
        className="font-mono text-[0.9em] text-primary underline-offset-4 hover:underline"
      >
        {match[1]}
        <span className="sr-only"> (commit in {commit.repository}, opens in a new tab)</span>
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
