// What an insight says of the commit it cites (its item's headline commit, headline-commit.ts).
// A file of its own: the writer port's facts name it, and headline-commit.ts reads the engine.

export interface InsightCommit {
  sha: string;
  /** First 7 characters: what the text cites, e.g. "(a1b2c3d)". */
  shortSha: string;
  repository: string;
  filesChanged: number;
  additions: number;
  deletions: number;
}
