// Opening the database for a CLI command: the embedded one is locked to one process, so a second
// process is told who holds it and what to do instead; migrations apply (after a backup of an
// embedded database that has data).
import {
  DataDirInUse,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
  type MigrationOutcome,
} from '@gitsignals/db';
import type { Env } from '../env';
import { CliError } from './remote-command';

/**
 * `canDelegate`: the command also runs on a server (`--server`), so a held folder whose holder
 * serves HTTP is met with that advice.
 */
export async function openForCommand(
  env: Env,
  command: string,
  options: {
    canDelegate: boolean;
    say: (line: string) => void;
    /** Told what the migrations did (the `migrate` command reports it). */
    onMigrated?: (outcome: MigrationOutcome) => void;
  },
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
      command,
    });
  } catch (error) {
    if (error instanceof DataDirInUse) throw new CliError(inUseAdvice(error, options.canDelegate));
    throw error;
  }
  try {
    const migrated = await migrateDatabase(handle);
    if (migrated.backup) {
      options.say(`Backed up the database before migrating: ${migrated.backup.file}`);
    }
    if (migrated.applied > 0) options.say(appliedLine(migrated.appliedNames));
    options.onMigrated?.(migrated);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** "Applied 2 database migrations: 0015_…, 0016_…." */
export function appliedLine(names: readonly string[]): string {
  const count = `${names.length} database migration${names.length === 1 ? '' : 's'}`;
  return `Applied ${count}: ${names.join(', ')}.`;
}

function inUseAdvice(error: DataDirInUse, canDelegate: boolean): string {
  const { holder } = error;
  const ways = [
    'Stop it',
    ...(holder.url && canDelegate
      ? [`run this command against the running server with \`--server ${holder.url}\``]
      : holder.url
        ? []
        : ['wait for it to finish']),
    'use PostgreSQL (DATABASE_URL) to run several processes',
  ];
  return `${error.message} ${ways.slice(0, -1).join(', ')}, or ${ways.at(-1)}.`;
}
