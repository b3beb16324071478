// The project registry without the demo history: what `api`, `worker`, and `serve`/`collect` with
// IMPORT_DEMO off load into an empty database, so a fresh PostgreSQL deployment lists its
// projects at once and the first collect has projects to register repositories under.
import { databaseIsEmpty, type DatabaseHandle } from '@gitsignals/db';
import { saveDemoRegistry } from '../../collectors/demo/import-demo';

/**
 * Saves the bundled registry when the database has no project; answers what it loaded, or null
 * when there were projects already. Several processes starting at once may each save it: the save
 * is an upsert by slug, so they agree.
 */
export async function loadRegistryIfEmpty(
  handle: DatabaseHandle,
  demoDataDir: string,
): Promise<{ projects: number; repositories: number } | null> {
  if (!(await databaseIsEmpty(handle))) return null;
  const { projects, repositories } = await saveDemoRegistry(handle.db, demoDataDir);
  return { projects, repositories };
}

/** The line a process prints after loading the registry. */
export function registryLoadedLine(loaded: { projects: number; repositories: number }): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    `Loaded the project registry into the empty database: ${count(loaded.projects)} projects, ` +
    `${count(loaded.repositories)} repositories. The demo history is not imported ` +
    '(set IMPORT_DEMO=true, or run `npm run import-demo`); collect repositories with `npm run cli -- collect`.'
  );
}
