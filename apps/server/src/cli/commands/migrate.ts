// `migrate`: apply the database migrations (opening the database does it; an embedded database
// with data is backed up first) and close it again.
import type { Command } from 'commander';
import { readEnv } from '../../env';
import { openForCommand } from '../open-database';
import { say } from '../output';

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('apply database migrations (an embedded database with data is backed up first)')
    .action(async () => {
      const handle = await openForCommand(readEnv(), 'migrate', { canDelegate: false, say });
      await handle.close();
      say('Database is up to date.');
    });
}
