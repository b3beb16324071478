// The REST calls GraphQL cannot replace, under one per-run cap so a large backlog cannot drain
// the REST budget (5,000 an hour):
//  - the changed files of a commit (GraphQL has no paths, and classification needs them);
//  - the commits a merge brought in, when they carry committer dates older than the cursor
//    (history(since) does not list them): compare {first parent}...{second parent}.
import type { NewCommitFile } from '@gitsignals/db';
import type { GithubHttp } from './github-http';
import { toCommitFile, type RestCommit, type RestCommitFile } from './github-records';

/** GitHub lists at most 300 files per page of a commit, and 3,000 in all. */
const FILES_PER_PAGE = 300;
const MAX_PAGES = 10;
/** Commits read from one comparison: a merged branch larger than this is read only in part. */
const COMPARE_PER_PAGE = 100;

export interface GithubRest {
  /** The commit's files, or null when the cap is reached (the commit is stored without files). */
  filesOf(fullName: string, sha: string): Promise<NewCommitFile[] | null>;
  /** Commits reachable from `head` but not from `base`, oldest first; null past the cap. */
  branchCommits(fullName: string, base: string, head: string): Promise<RestCommit[] | null>;
  readonly calls: number;
  readonly capped: number;
}

export function createGithubRest(http: GithubHttp, cap: number): GithubRest {
  let calls = 0;
  let capped = 0;

  async function filesOf(fullName: string, sha: string): Promise<NewCommitFile[] | null> {
    if (calls >= cap) {
      capped += 1;
      return null;
    }
    const files: NewCommitFile[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      calls += 1;
      const query = page === 1 ? '' : `?page=${page}`;
      const response = await http.request(
        'GET',
        `/repos/${fullName}/commits/${encodeURIComponent(sha)}${query}`,
      );
      // A commit that vanished (force-push) or cannot be diffed is stored without files.
      if (response.status !== 200) break;
      const pageFiles = ((response.body as { files?: RestCommitFile[] }).files ?? []).map(
        toCommitFile,
      );
      files.push(...pageFiles);
      if (pageFiles.length < FILES_PER_PAGE || calls >= cap) break;
    }
    return files;
  }

  async function branchCommits(
    fullName: string,
    base: string,
    head: string,
  ): Promise<RestCommit[] | null> {
    if (calls >= cap) return null;
    calls += 1;
    const response = await http.request(
      'GET',
      `/repos/${fullName}/compare/${base}...${head}?per_page=${COMPARE_PER_PAGE}`,
    );
    // No common history (or a side the server no longer has): nothing can be recovered.
    if (response.status !== 200) return [];
    return (response.body as { commits?: RestCommit[] }).commits ?? [];
  }

  return {
    filesOf,
    branchCommits,
    get calls() {
      return calls;
    },
    get capped() {
      return capped;
    },
  };
}
