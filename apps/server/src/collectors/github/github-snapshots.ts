// The run's snapshot step. A batch whose repository's HEAD snapshot must be read again is held
// back (Pending) until the end of its query round; then the snapshots of every held batch are read
// in one go (trees, then batched blob queries: github-snapshot.ts) and the batches released with
// them, so the snapshot and the cursor that marks it are stored together.
import { cursorRecord, type GithubCursor } from './github-cursor';
import type { GithubRun, Yielded } from './github-run';
import type { ReadSnapshot, SnapshotTarget } from './github-snapshot';

/** A batch held back until the HEAD snapshot of its repository is read. */
export interface Pending {
  yielded: Yielded;
  cursor: GithubCursor;
  target: SnapshotTarget;
}

/**
 * Reads the snapshots of the held-back batches and releases the batches with them. A snapshot
 * that could not be read leaves the stored one and its mark in place: the next run tries again.
 */
export async function* releaseWithSnapshots(
  run: GithubRun,
  pending: Pending[],
): AsyncGenerator<Yielded> {
  if (pending.length === 0) return;
  const before = run.graphql.pointsSpent;
  let read: (ReadSnapshot | null)[];
  try {
    read = await run.snapshots.read(pending.map((p) => p.target));
  } catch (error) {
    // The commits and cursors are stored without the snapshot before the run stops.
    run.report.snapshotPoints += run.graphql.pointsSpent - before;
    for (const { yielded } of pending) yield yielded;
    throw error;
  }
  run.report.snapshotPoints += run.graphql.pointsSpent - before;
  for (const [i, held] of pending.entries()) {
    const found = read[i];
    if (found) {
      run.report.snapshots += 1;
      attachSnapshot(held, found);
    }
    yield held.yielded;
  }
}

/** The snapshot goes into the batch, and its mark into the cursor stored with it. */
function attachSnapshot({ yielded, cursor, target }: Pending, found: ReadSnapshot): void {
  yielded.batch.snapshot = found.snapshot;
  yielded.batch.cursor = cursorRecord({
    ...cursor,
    snapshot: {
      head: target.head,
      submodules: found.submodules,
      generated: found.snapshot.generatedPatterns,
      vendored: found.snapshot.vendoredPatterns ?? [],
    },
  });
}
