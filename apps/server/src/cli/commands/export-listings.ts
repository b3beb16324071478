// `export-listings --repo PATH --file F… [--name owner/name] [--platform NAME] [--out DIR]`: a
// token-list repository's whole history (a local clone or bare mirror) → the bundled file the
// demo's token listings come from (data/token-lists; ADR 036). It needs no database, so it is no
// operator command (nothing to hand to a running server with --server): it reads the repository
// and writes one file, here.
import path from 'node:path';
import type { Command } from 'commander';
import { exportListings, ListingsExportRefused } from '../../collectors/token-list/export-listings';
import { readEnv } from '../../env';
import { progressHere, say } from '../output';
import { CliError } from '../remote-command';

interface ExportFlags {
  repo: string;
  file: string[];
  name?: string;
  platform?: string;
  out?: string;
}

async function runExport(flags: ExportFlags): Promise<number> {
  const env = readEnv();
  try {
    const { file, bytes, bundle } = await exportListings({
      repoPath: flags.repo,
      files: flags.file,
      name: flags.name,
      platform: flags.platform,
      outDir: flags.out ?? path.join(env.DEMO_DATA_DIR, 'token-lists'),
      cwd: process.cwd(),
      progress: progressHere(env)(),
      log: say,
    });
    const { list, tokens } = bundle;
    say(
      `Exported ${tokens.length} tokens of "${list.platform}" (${list.repository}, ${list.commits} commits, ` +
        `head ${list.head.sha.slice(0, 10)} of ${list.head.date.slice(0, 10)}) to ${file} (${bytes} bytes)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ListingsExportRefused) throw new CliError(error.message);
    throw error;
  }
}

export function registerExportListings(program: Command): void {
  program
    .command('export-listings')
    .description(
      "write a token list's whole history (each token at the commit that first listed it) to <owner>__<name>.listings.json.gz, the file the demo's token listings come from",
    )
    .requiredOption('--repo <path>', 'a local git repository or bare mirror of the token list')
    .requiredOption(
      '--file <path...>',
      'the list file(s) inside it: paths or globs, e.g. optimism.tokenlist.json or "src/tokens/*.json"',
    )
    .option(
      '--name <owner/name>',
      'the GitHub repository it copies (default: from the folder, …/owner+name/repo)',
    )
    .option('--platform <name>', "the platform the listings name (default: the list's own name)")
    .option(
      '--out <dir>',
      'where to write (default: DEMO_DATA_DIR/token-lists, ./data/token-lists)',
    )
    .action(async (flags: ExportFlags) => {
      process.exitCode = await runExport(flags);
    });
}
