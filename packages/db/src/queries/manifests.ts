// A repository's manifests at HEAD: its dependencies (repository_dependencies) and its file paths
// (repository_paths), which the stack detector reads.
import { eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { repositoryDependencies, repositoryPaths } from '../schema/index';
import { chunk } from './chunk';

export interface NewDependency {
  ecosystem: string;
  name: string;
  version: string | null;
  manifestPath: string;
  kind: string | null;
  source: string | null;
}

export async function saveRepositoryManifests(
  db: Database,
  repositoryId: number,
  headSha: string | null,
  dependencies: NewDependency[],
  paths: string[],
): Promise<void> {
  return inTransaction(db, async (tx) => {
    // The stored set becomes exactly the given one: dependencies dropped at HEAD go, changed
    // versions are updated (stack changes are computed from this table), unchanged rows are kept.
    const key = (d: { manifestPath: string; ecosystem: string; name: string }) =>
      `${d.manifestPath}\0${d.ecosystem}\0${d.name}`;
    const wanted = new Map(dependencies.map((d) => [key(d), d]));
    const stored = await tx
      .select({
        id: repositoryDependencies.id,
        manifestPath: repositoryDependencies.manifestPath,
        ecosystem: repositoryDependencies.ecosystem,
        name: repositoryDependencies.name,
      })
      .from(repositoryDependencies)
      .where(eq(repositoryDependencies.repositoryId, repositoryId));
    const stale = stored.filter((d) => !wanted.has(key(d))).map((d) => d.id);
    for (const batch of chunk(stale, 1000)) {
      await tx.delete(repositoryDependencies).where(inArray(repositoryDependencies.id, batch));
    }
    for (const batch of chunk([...wanted.values()], 1000)) {
      await tx
        .insert(repositoryDependencies)
        .values(batch.map((d) => ({ repositoryId, ...d })))
        .onConflictDoUpdate({
          target: [
            repositoryDependencies.repositoryId,
            repositoryDependencies.manifestPath,
            repositoryDependencies.ecosystem,
            repositoryDependencies.name,
          ],
          set: {
            version: sql`excluded.version`,
            kind: sql`excluded.kind`,
            source: sql`excluded.source`,
          },
          setWhere: sql`(${repositoryDependencies.version}, ${repositoryDependencies.kind}, ${repositoryDependencies.source}) is distinct from (excluded.version, excluded.kind, excluded.source)`,
        });
    }
    await tx
      .insert(repositoryPaths)
      .values({ repositoryId, paths, headSha })
      .onConflictDoUpdate({
        target: repositoryPaths.repositoryId,
        set: { paths, headSha, updatedAt: sql`now()` },
        setWhere: sql`${repositoryPaths.headSha} is distinct from ${headSha}`,
      });
  });
}
