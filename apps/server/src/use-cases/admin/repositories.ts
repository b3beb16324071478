// The console's repositories screen: a page of projects with their repositories' collect state,
// adding a repository (a git URL or a local path) to a project, and "Collect now", which queues
// the project's collect job for that repository (the queue's analysis follows it).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  findProjectIdBySlug,
  findRepository,
  findRepositoryWithProject,
  listProjectsByLastCollect,
  listRepositoryCollectStates,
  type Database,
} from '@gitsignals/db';
import { registerRepositoryFor } from '../../collectors/collect-projects';
import { locateRepository } from '../../collectors/git/repository-url';
import { conflict, invalid, notFound, unavailable } from '../errors';
import type { JobConsole } from './job-console';

export type RepositoryCollectState = Awaited<
  ReturnType<typeof listRepositoryCollectStates>
>[number];

export async function listProjectRepositories(
  deps: { db: Database },
  input: { search?: string | undefined; page: number; limit: number },
) {
  const { rows, total } = await listProjectsByLastCollect(deps.db, {
    search: input.search || undefined,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const states = await listRepositoryCollectStates(
    deps.db,
    rows.map((p) => p.id),
  );
  const projects = rows.map((project) => ({
    ...project,
    repositories: states.filter((r) => r.projectId === project.id),
  }));
  return { projects, total };
}

const badUrl = (message: string) => invalid('bad_request', `url: ${message}`);

/** An http(s) URL naming owner/repository, or an absolute path to a git repository here. */
function checkLocation(url: string): void {
  if (/^https?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw badUrl(`"${url}" is not a valid URL`);
    }
    if (parsed.pathname.split('/').filter(Boolean).length < 2) {
      throw badUrl(`"${url}" does not name an owner/repository`);
    }
    return;
  }
  if (/^[a-z][\w+.-]*:/i.test(url) || /^[\w.-]+@[^:/]+:/.test(url)) {
    throw badUrl('expected an http(s) git URL or the absolute path of a local git repository');
  }
  if (!path.isAbsolute(url)) {
    throw badUrl(`a local path must be absolute (the server's working folder is not yours)`);
  }
  if (!existsSync(url) || !statSync(url).isDirectory()) {
    throw badUrl(`no folder at ${url} on the server's machine`);
  }
  const isGit = existsSync(path.join(url, '.git')) || existsSync(path.join(url, 'HEAD'));
  if (!isGit) throw badUrl(`${url} is not a git repository`);
}

/** Adds the repository to the project; answers its collect state (never collected yet). */
export async function addRepository(
  deps: { db: Database },
  input: { project: string; url: string },
): Promise<{ projectSlug: string; repository: RepositoryCollectState }> {
  const projectId = await findProjectIdBySlug(deps.db, input.project);
  if (projectId === null) {
    throw invalid('bad_request', `project: no project "${input.project}" in the registry`);
  }
  checkLocation(input.url);
  let fullName: string;
  try {
    fullName = locateRepository(input.url, '/').fullName;
  } catch (error) {
    throw badUrl((error as Error).message);
  }
  if (await findRepository(deps.db, projectId, fullName)) {
    throw conflict('repository_exists', `${input.project} already has the repository ${fullName}`);
  }
  const id = await registerRepositoryFor(deps.db, {
    projectSlug: input.project,
    urlOrPath: input.url,
    cwd: '/',
  });
  const [repository] = (await listRepositoryCollectStates(deps.db, [projectId])).filter(
    (r) => r.id === id,
  );
  return { projectSlug: input.project, repository: repository! };
}

export const queueUnavailable = () =>
  unavailable(
    'queue_unavailable',
    'No job queue runs in this server process: start it with jobs (serve, or api with a worker).',
  );

/** "Collect now": queues a collect of this repository; answers the job to follow. */
export async function collectRepositoryNow(
  deps: { db: Database; jobs: JobConsole },
  input: { repositoryId: number },
): Promise<{ jobId: string }> {
  if (!deps.jobs.available) throw queueUnavailable();
  const repository = await findRepositoryWithProject(deps.db, input.repositoryId);
  if (!repository) throw notFound('No such repository');
  if (repository.replayOffsetDays !== null) {
    throw invalid(
      'replayed_history',
      `${repository.fullName} holds replayed demo history, which is never collected live`,
    );
  }
  const { projectSlug } = repository;
  const answer = await deps.jobs.queueCollect({ projectSlug, repositoryIds: [repository.id] });
  if (answer.queued) return { jobId: answer.jobId };
  throw conflict(
    'collect_waiting',
    `A collect of ${projectSlug} is already waiting${answer.waitingJobId ? ` (job ${answer.waitingJobId})` : ''}; try again once it has started.`,
  );
}
