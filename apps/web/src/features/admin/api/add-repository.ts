import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminMeta } from './admin-query';
import { adminRepositoriesKey } from './get-admin-repositories';

export type AddRepositoryInput = { project: string; url: string };

/** POST /api/admin/repositories {project, url}: 201 with the repository, 400 or 409 otherwise. */
export function addRepository(input: AddRepositoryInput) {
  return call(endpoints.addRepository, { body: input });
}

export function useAddRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRepository,
    meta: adminMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRepositoriesKey() }),
  });
}
