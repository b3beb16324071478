// `export-listings`: a token-list repository's history (a local clone or bare mirror) → the
// bundled file the demo's listings come from (bundled-listings.ts; ADR 036). It reads the
// repository where it is (no mirror copy, no database) and refuses bad input with one line
// before anything is written.
import { constants, existsSync } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Progress } from '../../reporting/progress';
import { headCommit } from '../git/mirror';
import { gitSucceeds, type GitOptions } from '../git/run-git';
import {
  BUNDLED_LISTINGS_SUFFIX,
  bundleOf,
  writeBundle,
  type BundledList,
} from './bundled-listings';
import { listFilesOf } from './collect-listings';
import { readListHistory } from './list-history';

/** Input the export cannot work with; its message is the one line the operator reads. */
export class ListingsExportRefused extends Error {}

export interface ExportListingsOptions {
  /** A local git repository or bare mirror. */
  repoPath: string;
  files: string[];
  /** The GitHub repository it copies, owner/name; default: from the folder (…/owner+name/repo). */
  name?: string | undefined;
  /** The platform the listings name; default: the list's own name. */
  platform?: string | undefined;
  outDir: string;
  cwd: string;
  timeoutMs?: number;
  progress?: Progress;
  log?: (line: string) => void;
}

export interface ExportedListings {
  file: string;
  bytes: number;
  bundle: BundledList;
}

const GITHUB_NAME = /^[\w.-]+\/[\w.-]+$/;

/** owner/name from a snapshot's folder: `…/owner+name/repo`, `…/owner+name` or `…/owner__name`. */
export function repositoryNameOf(repoPath: string): string | null {
  const parts = path.resolve(repoPath).split(path.sep).filter(Boolean);
  const folder = parts.at(-1) === 'repo' ? parts.at(-2) : parts.at(-1);
  const match = /^([\w.-]+?)(?:\+|__)([\w.-]+?)(?:\.git)?$/.exec(folder ?? '');
  return match ? `${match[1]}/${match[2]}` : null;
}

async function checkedInput(options: ExportListingsOptions, git: GitOptions) {
  const dir = path.resolve(options.cwd, options.repoPath);
  if (!existsSync(dir) || !(await gitSucceeds(['rev-parse', '--git-dir'], { ...git, cwd: dir }))) {
    throw new ListingsExportRefused(`${options.repoPath} is not a git repository.`);
  }
  if (!(await headCommit(dir, git))) {
    throw new ListingsExportRefused(`${options.repoPath} has no commits.`);
  }
  const name = options.name?.trim() || repositoryNameOf(dir);
  if (!name || !GITHUB_NAME.test(name)) {
    throw new ListingsExportRefused(
      `${options.repoPath}: give the GitHub repository it copies with --name owner/name.`,
    );
  }
  let files: string[];
  try {
    files = listFilesOf(options.files);
  } catch (error) {
    throw new ListingsExportRefused((error as Error).message);
  }
  return { dir, name, files };
}

async function writableDir(outDir: string): Promise<void> {
  try {
    await mkdir(outDir, { recursive: true });
    await access(outDir, constants.W_OK);
  } catch (error) {
    throw new ListingsExportRefused(`Cannot write to ${outDir}: ${(error as Error).message}`);
  }
}

export async function exportListings(options: ExportListingsOptions): Promise<ExportedListings> {
  const git: GitOptions = { timeoutMs: options.timeoutMs ?? 30 * 60_000 };
  const { dir, name, files } = await checkedInput(options, git);
  const outDir = path.resolve(options.cwd, options.outDir);
  await writableDir(outDir);

  const history = await readListHistory(dir, files, {
    ...git,
    log: options.log,
    progress: options.progress,
  });
  if (history.commits === 0) {
    throw new ListingsExportRefused(
      `No commit of ${options.repoPath} changes ${files.join(', ')}.`,
    );
  }
  const bundle = bundleOf(history, {
    platform: options.platform?.trim() || history.name || name,
    repository: name,
    files,
  });
  const file = path.join(outDir, `${name.replace('/', '__')}${BUNDLED_LISTINGS_SUFFIX}`);
  try {
    return { file, bytes: await writeBundle(file, bundle), bundle };
  } catch (error) {
    throw new ListingsExportRefused(`Cannot write ${file}: ${(error as Error).message}`);
  }
}
