// `export-dataset --repo PATH --project SLUG [--out DIR] [--days N] [--cap N] [--name owner/name]`:
// a local git repository or bare mirror → the dataset files import-demo reads. It needs no
// database, so it is no operator command (nothing to hand to a running server with --server):
// it reads the repository and writes files, here.
import type { Command } from 'commander';
import { exportDataset } from '../../collectors/dataset-export/export-dataset';
import { ExportRefused } from '../../collectors/dataset-export/export-refused';
import { readEnv } from '../../env';
import { positiveInteger } from '../operator-flags';
import { progressHere, say } from '../output';
import { CliError } from '../remote-command';

interface ExportFlags {
  repo: string;
  project: string;
  out?: string;
  days?: string;
  cap?: string;
  name?: string;
  register?: boolean;
}

async function runExport(flags: ExportFlags): Promise<number> {
  const env = readEnv();
  const days = positiveInteger('--days', flags.days) ?? 365;
  const cap = positiveInteger('--cap', flags.cap) ?? 4000;
  try {
    const outcome = await exportDataset(
      {
        repoPath: flags.repo,
        projectSlug: flags.project,
        outDir: flags.out ?? env.DEMO_DATA_DIR,
        registryDir: env.DEMO_DATA_DIR,
        days,
        cap,
        name: flags.name,
        register: flags.register,
        cwd: process.cwd(),
      },
      progressHere(env)(),
    );
    const { entry, totals } = outcome;
    say(
      `Exported ${entry.commitCount} commits of ${entry.repo} (${entry.dateRange.windowStart} .. ${entry.headDate}) to ${outcome.commitsPath}`,
    );
    say(
      `INDEX.json: ${totals.repos} repositories, ${totals.commits} commits, ${totals.bytes} bytes`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ExportRefused) throw new CliError(error.message);
    throw error;
  }
}

export function registerExportDataset(program: Command): void {
  program
    .command('export-dataset')
    .description(
      'write the dataset files import-demo reads (activity/<owner>__<name>.ndjson.gz and .meta.json.gz, the INDEX.json entry) from a local git repository or bare mirror',
    )
    .requiredOption('--repo <path>', 'a local git repository or bare mirror')
    .requiredOption('--project <slug>', 'the registry project that lists it in its repos')
    .option('--out <dir>', 'the data directory to write (default: DEMO_DATA_DIR, ./data)')
    .option('--days <n>', "days of history before the head commit's date (default 365)")
    .option('--cap <n>', 'at most this many commits, the newest (default 4000)')
    .option(
      '--name <owner/name>',
      'the repository (default: from the folder, …/owner+name/repo or …/owner__name)',
    )
    .option(
      '--register',
      "add the repository first to the project's registry list when it is under the project's own GitHub org",
    )
    .action(async (flags: ExportFlags) => {
      process.exitCode = await runExport(flags);
    });
}
