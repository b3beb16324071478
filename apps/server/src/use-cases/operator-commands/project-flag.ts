// `--project SLUG…` of `collect` and `analyse`: a slug the registry does not have is refused by
// name, instead of a run that reads nothing ("Collecting: 0/0") and says nothing of why.
import { findProjectIdBySlug, type Database } from '@gitsignals/db';

export async function refuseUnknownProjects(
  db: Database,
  slugs: readonly string[] | undefined,
): Promise<void> {
  const unknown: string[] = [];
  for (const slug of slugs ?? []) {
    if ((await findProjectIdBySlug(db, slug)) === null) unknown.push(slug);
  }
  if (unknown.length === 0) return;
  throw new Error(
    `--project ${unknown.join(' ')}: no such project in the registry (the slugs are listed at /api/projects)`,
  );
}
