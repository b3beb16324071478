// The GitHub collector's reads and writes outside its batches, on the pipeline's database:
// cursors come from collection_cursors, fork upstreams go onto the repository row.
import { readCursor, registerRepository, type Database } from '@gitsignals/db';
import { GITHUB_SOURCE, type GithubCollectorStore } from './github-collector';

export function githubDatabaseStore(db: Database): GithubCollectorStore {
  return {
    async readCursors(repositoryIds) {
      const cursors = new Map<number, Record<string, unknown>>();
      for (const id of repositoryIds) {
        const cursor = await readCursor(db, id, GITHUB_SOURCE);
        if (cursor) cursors.set(id, cursor);
      }
      return cursors;
    },
    async recordUpstream(repository, fork) {
      await registerRepository(db, {
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
