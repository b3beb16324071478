// Changed files of one commit from REST (GraphQL has no paths, and classification needs them),
// with a per-run cap on calls so a large backlog cannot drain the REST budget (5,000 an hour).
import type { NewCommitFile } from '@gitsignals/db';
import type { GithubHttp } from './github-http';
import { toCommitFile, type RestCommitFile } from './github-records';

/** GitHub lists at most 300 files per page of a commit, and 3,000 in all. */
const FILES_PER_PAGE = 300;
const MAX_PAGES = 10;

export interface RestFiles {
  /** The commit's files, or null when the cap is reached (the commit is stored without files). */
  filesOf(fullName: string, sha: string): Promise<NewCommitFile[] | null>;
  readonly calls: number;
  readonly capped: number;
}

export function createRestFiles(http: GithubHttp, cap: number): RestFiles {
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

  return {
    filesOf,
    get calls() {
      return calls;
    },
    get capped() {
      return capped;
    },
  };
}
