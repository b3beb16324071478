import type { AdminRepositories } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

export type RepositoriesQuery = { search: string; page: number };

/** A project may have dozens of repositories: ten projects make a page long enough. */
export const PROJECTS_PER_PAGE = 10;

/** GET /api/admin/repositories: a page of projects with their repositories' collect state. */
export function getAdminRepositories(
  { search, page }: RepositoriesQuery,
  signal?: AbortSignal,
): Promise<AdminRepositories> {
  const query: Record<string, string | number> = { page, limit: PROJECTS_PER_PAGE };
  if (search.trim() !== '') query.search = search.trim();
  return call(endpoints.adminRepositories, { query, signal });
}

export const adminRepositoriesKey = (query?: RepositoriesQuery) =>
  query ? adminKey('repositories', query.search.trim(), query.page) : adminKey('repositories');

export const adminRepositoriesQueryOptions = (query: RepositoriesQuery) =>
  queryOptions({
    queryKey: adminRepositoriesKey(query),
    queryFn: ({ signal }) => getAdminRepositories(query, signal),
    staleTime: 0,
    meta: adminMeta,
  });

/** The page of projects; the previous page stays on screen while the next one loads. */
export const useAdminRepositories = (query: RepositoriesQuery) =>
  useQuery({ ...adminRepositoriesQueryOptions(query), placeholderData: keepPreviousData });
