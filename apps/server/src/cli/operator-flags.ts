// The operator commands' flags: how `npm run cli -- <command> …` spells each command's arguments.
// Files are read here, in the operator's shell, so a server running the command gets their text.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { CliError } from './remote-command';

type Options = Record<string, unknown>;

interface Flags {
  /** Adds the command's own options. */
  define(command: Command): Command;
  /** The command's arguments from its parsed options (and its positional arguments, in order). */
  toArgs(options: Options, positionals: string[]): Promise<Record<string, unknown>>;
}

const cwd = () => process.cwd();

async function readInputFile(file: string): Promise<string> {
  try {
    return await readFile(path.resolve(cwd(), file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `File not found: ${file}`
        : code === 'EISDIR'
          ? `${file} is a folder, not a file`
          : `Cannot read ${file}: ${(error as Error).message}`,
    );
  }
}

/** A whole number from a flag, or a clear error naming the flag. */
function integer(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n))
    throw new CliError(`${flag} must be a whole number (got "${String(value)}")`);
  return n;
}

/** A whole number above zero from a flag (digits only), or a clear error naming the flag. */
export function positiveInteger(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || !Number.isSafeInteger(n) || n < 1)
    throw new CliError(`${flag} must be a positive whole number (got "${String(value)}")`);
  return n;
}

const none: Flags = { define: (c) => c, toArgs: async () => ({}) };

export const operatorFlags: Record<string, Flags> = {
  'import-demo': none,
  'send-digests': none,
  collect: {
    define: (c) =>
      c
        .option('--project <slug...>', 'only these projects')
        .option(
          '--repo <url-or-path>',
          'register this git URL or local path under --project, then collect it',
        )
        .option(
          '--fork-of <url-or-path>',
          "with --repo: the upstream whose commits are not the fork's own",
        )
        .option(
          '--all',
          'every repository of the registry (default without --project: those collected before, as COLLECT_SCOPE says)',
        ),
    toArgs: async (o) => ({
      project: o.project,
      repo: o.repo,
      forkOf: o.forkOf,
      all: o.all,
      cwd: cwd(),
    }),
  },
  analyse: {
    define: (c) =>
      c
        .option('--project <slug...>', 'only these projects')
        .option('--since <date>', 'only days from this date on (YYYY-MM-DD)'),
    toArgs: async (o) => ({ project: o.project, since: o.since }),
  },
  'import-contacts': {
    define: (c) =>
      c
        .requiredOption('--file <path>', 'a .csv (header row of field names) or .json (array) file')
        .option(
          '--project <slug>',
          'the project of every row (else each row names it in `project`)',
        ),
    toArgs: async (o) => ({
      file: o.file,
      text: await readInputFile(String(o.file)),
      project: o.project,
    }),
  },
  'import-listings': {
    define: (c) =>
      c.requiredOption('--file <path>', 'a .csv (header row of field names) or .json (array) file'),
    toArgs: async (o) => ({ file: o.file, text: await readInputFile(String(o.file)) }),
  },
  'collect-listings': {
    define: (c) =>
      c
        .requiredOption(
          '--repo <url-or-path>',
          'a git URL or local path of the token-list repository',
        )
        .requiredOption(
          '--file <path...>',
          'the list file(s) inside the repository: paths or globs, e.g. tokens.json or "src/tokens/*.json"',
        )
        .option('--platform <name>', "the platform the listings name (default: the list's name)"),
    toArgs: async (o) => ({ repo: o.repo, files: o.file, platform: o.platform, cwd: cwd() }),
  },
  insights: {
    define: (c) =>
      c
        .option('--user <id...>', 'only these users')
        .option('--days <n>', 'feed items of this many days, today included (default 7)'),
    toArgs: async (o) => ({ user: o.user, days: integer('--days', o.days) }),
  },
  'grant-admin': {
    define: (c) =>
      c
        .argument('<email>', "the account's e-mail (any case)")
        .option('--revoke', 'take the admin role away instead'),
    toArgs: async (o, [email]) => ({ email, revoke: o.revoke }),
  },
  'db:backup': {
    define: (c) =>
      c.option('--out <file>', 'where to write it (default DATA_DIR/backups/backup-<time>.tar.gz)'),
    toArgs: async (o) => ({ out: o.out, cwd: cwd() }),
  },
};
