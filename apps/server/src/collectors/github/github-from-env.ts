// The GitHub collector as configured: none without GITHUB_TOKEN (github.com repositories are then
// read as git mirrors), otherwise the API with the configured batch size and REST cap.
import type { Database } from '@gitsignals/db';
import type { Env } from '../../env';
import type { Clock } from '../../time';
import { createGithubCollector, type GithubCollector } from './github-collector';
import { githubDatabaseStore } from './github-store';

export function githubCollectorFromEnv(
  env: Pick<
    Env,
    'GITHUB_TOKEN' | 'GITHUB_API_URL' | 'GITHUB_GRAPHQL_BATCH' | 'GITHUB_REST_FILE_CAP'
  >,
  db: Database,
  log: (line: string) => void,
  now: Clock,
): GithubCollector | undefined {
  if (!env.GITHUB_TOKEN) return undefined;
  return createGithubCollector({
    token: env.GITHUB_TOKEN,
    apiUrl: env.GITHUB_API_URL,
    batchSize: env.GITHUB_GRAPHQL_BATCH,
    restFileCap: env.GITHUB_REST_FILE_CAP,
    store: githubDatabaseStore(db),
    log,
    now,
  });
}
