/** Spec section 9: the commit list shows 5 before 'Show more'. */
export const COMMITS_SHOWN_FIRST = 5;

/** The commits on screen and how many are folded away behind 'Show N More'. */
export function visibleCommits<T>(
  commits: readonly T[],
  expanded: boolean,
  limit = COMMITS_SHOWN_FIRST,
): { shown: readonly T[]; hiddenCount: number } {
  if (expanded || commits.length <= limit) return { shown: commits, hiddenCount: 0 };
  return { shown: commits.slice(0, limit), hiddenCount: commits.length - limit };
}

/** Short sha as git prints it. */
export function shortSha(commitId: string): string {
  return commitId.slice(0, 7);
}

/** The subject line of a commit message. */
export function firstLine(message: string): string {
  const line = message.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return line || '(no commit message)';
}
