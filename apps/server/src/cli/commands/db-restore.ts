// `db:restore FILE`: put a backup of the embedded database in place (the server must be stopped:
// the folder's lock says who holds it otherwise).
import path from 'node:path';
import type { Command } from 'commander';
import { DataDirInUse, lockFileOf, restoreBackup } from '@gitsignals/db';
import { readEnv, type Env } from '../../env';
import { say } from '../output';
import { CliError } from '../remote-command';

async function restoreDatabase(
  env: Env,
  file: string,
  say: (line: string) => void,
): Promise<number> {
  if (env.DATABASE_URL) {
    throw new CliError(
      'db:restore restores the embedded database; on PostgreSQL restore a pg_dump with psql or pg_restore (docs/operations.md).',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    const outcome = await restoreBackup(dataDir, lockFileOf(dataDir), path.resolve(file));
    say(`Restored ${file} into ${path.join(dataDir, 'pgdata')} (${outcome.projects} projects).`);
    if (outcome.previous) say(`The database it replaced is kept in ${outcome.previous}.`);
    say('Start GitSignals again (npm start); pending migrations apply then.');
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUse) {
      throw new CliError(`${error.message} Stop it before restoring a backup.`);
    }
    throw new CliError((error as Error).message);
  }
}

export function registerDbRestore(program: Command): void {
  program
    .command('db:restore')
    .description(
      'replace the embedded database with a backup (db:backup, or one taken before a migration); the current one is kept aside',
    )
    .argument('<file>', 'a backup file (.tar.gz)')
    .action(async (file: string) => {
      process.exitCode = await restoreDatabase(readEnv(), file, say);
    });
}
