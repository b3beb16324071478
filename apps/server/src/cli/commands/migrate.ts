// `migrate`: apply the database migrations (opening the database does it; an embedded database
// with data is backed up first), say which it applied, and close it again.
import type { Command } from 'commander';
import { migrationState, type MigrationOutcome } from '@gitsignals/db';
import { readEnv } from '../../env';
import { openForCommand } from '../open-database';
import { say } from '../output';

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('apply database migrations (an embedded database with data is backed up first)')
    .action(async () => {
      let outcome: MigrationOutcome | undefined;
      const handle = await openForCommand(readEnv(), 'migrate', {
        canDelegate: false,
        say,
        onMigrated: (migrated) => (outcome = migrated),
      });
      try {
        const { applied } = await migrationState(handle);
        const summary = `${applied} migration${applied === 1 ? '' : 's'} applied in all`;
        say(
          outcome?.applied
            ? `Database is up to date (${summary}).`
            : `Database was already up to date: nothing to apply (${summary}).`,
        );
      } finally {
        await handle.close();
      }
    });
}
