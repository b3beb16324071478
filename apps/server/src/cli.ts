// Entry point: `serve` (API + web + first-run demo import + jobs), `api`, `worker` (jobs only),
// `migrate`, `db:restore`, `doctor` (checks the installation and configuration), and the operator commands (use-cases/operator-commands): `import-demo`,
// `collect`, `analyse`, `import-contacts`, `import-listings`, `collect-listings`, `send-digests`,
// `insights`, `db:backup`, and two with no database: `export-dataset` (dataset files from a git
// repository) and `export-listings` (a token list's history → the demo's bundled file). Each
// command is a file under cli/commands; this file only dispatches.
// The dependencies every command runs with are built in one place, wiring.ts.
import { Command } from 'commander';
import { registerApi } from './cli/commands/api';
import { registerDbRestore } from './cli/commands/db-restore';
import { registerDoctor } from './cli/commands/doctor';
import { registerExportDataset } from './cli/commands/export-dataset';
import { registerExportListings } from './cli/commands/export-listings';
import { registerMigrate } from './cli/commands/migrate';
import { registerOperatorCommands } from './cli/commands/operator-commands';
import { registerServe } from './cli/commands/serve';
import { registerWorker } from './cli/commands/worker';
import { failureMessage } from './cli/failure-message';
import { stopWasRequested } from './cli/stop-signal';
import { readEnv } from './env';
import { VERSION } from './wiring';

const program = new Command().name('gitsignals').version(VERSION);
for (const register of [
  registerServe,
  registerApi,
  registerWorker,
  registerMigrate,
  registerDoctor,
  registerDbRestore,
  registerOperatorCommands,
  registerExportDataset,
  registerExportListings,
]) {
  register(program);
}

program.parseAsync(process.argv).catch((err: unknown) => {
  // A stop closes the database under the work it interrupts; the stop ends the process itself.
  if (stopWasRequested()) return;
  process.stderr.write(`${failureMessage(err, { databaseUrl: databaseUrlIfValid() })}\n`);
  process.exit(1);
});

/** The configured DATABASE_URL, to name it in a failure (none when the configuration is the failure). */
function databaseUrlIfValid(): string | undefined {
  try {
    return readEnv().DATABASE_URL;
  } catch {
    return undefined;
  }
}
