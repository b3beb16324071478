// The GitHub collector's reads and writes outside its batches, on the pipeline's database:
// cursors come from collection_cursors, fork upstreams go onto the repository row.
import { listCollectionCursors, saveRepository, type Database } from '@gitsignals/db';
import { GITHUB_SOURCE, type GithubCollectorStore } from './github-collector';

export function githubDatabaseStore(db: Database): GithubCollectorStore {
  return {
    readCursors: (repositoryIds) => listCollectionCursors(db, repositoryIds, GITHUB_SOURCE),
    async recordUpstream(repository, fork) {
      await saveRepository(db, {
        projectId: repository.projectId,
        fullName: repository.fullName,
        host: 'github',
        url: repository.url,
        isFork: fork.isFork,
        upstreamFullName: fork.upstreamFullName,
      });
    },
  };
}
