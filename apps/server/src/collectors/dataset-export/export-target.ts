// What an export is about, checked before anything is read or written: the path is a git
// repository (its top, or a bare repository, not a folder inside one), its owner/name (from
// --name, or the folder it sits in), and the project of the registry that lists it.
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { readRegistry, type RegistryEntry } from '../demo/dataset';
import { gitText, type GitOptions } from '../git/run-git';
import { ExportRefused } from './export-refused';
import { replaceFile } from './write-files';

const OWNER_NAME = /^[\w.-]+\/[\w.-]+$/;

async function gitDirOf(dir: string, options: GitOptions): Promise<string | null> {
  const at = { ...options, cwd: dir };
  try {
    const [bare, gitDir] = (
      await gitText(['rev-parse', '--is-bare-repository', '--absolute-git-dir'], at)
    ).split('\n');
    const top =
      bare === 'true' ? gitDir! : (await gitText(['rev-parse', '--show-toplevel'], at)).trim();
    return (await realpath(top)) === (await realpath(dir)) ? top : null;
  } catch {
    return null;
  }
}

/** The repository's directory, or a refusal naming the path as the operator wrote it. */
export async function gitRepositoryAt(
  dir: string,
  shownAs: string,
  options: GitOptions,
): Promise<void> {
  const isDirectory = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDirectory || (await gitDirOf(dir, options)) === null) {
    throw new ExportRefused(`${shownAs} is not a git repository.`);
  }
}

/**
 * owner/name from --name, else from the folder: `…/owner+name/repo` (the layout of fetched
 * snapshots) or `…/owner__name` (`.git` allowed, the dataset's file names).
 */
export function repositoryNameOf(dir: string, shownAs: string, name: string | undefined): string {
  if (name !== undefined) {
    if (!OWNER_NAME.test(name))
      throw new ExportRefused(`--name: expected owner/name, got "${name}".`);
    return name;
  }
  const base = path.basename(dir).replace(/\.git$/, '');
  const parent = path.basename(path.dirname(dir));
  const guess =
    base === 'repo' && parent.includes('+')
      ? parent.replace('+', '/')
      : base.includes('__')
        ? base.replace('__', '/')
        : null;
  if (guess === null || !OWNER_NAME.test(guess)) {
    throw new ExportRefused(
      `Cannot tell the repository's owner/name from ${shownAs}: pass --name owner/name.`,
    );
  }
  return guess;
}

export interface RegistryMatch {
  project: RegistryEntry;
  /** owner/name as the registry spells it (file names and import-demo use it). */
  repo: string;
  /** Writes the registry addition --register asked for (after every check passed), or none. */
  register?: () => Promise<void>;
}

/**
 * The project and the repository's registry spelling, from the first of `registryDirs` that has
 * a projects.json. With `register`, a repository the project does not list yet but that lives
 * under one of the project's own GitHub orgs is added first to its list (the registry's rule:
 * repositories with bundled activity come first) and the file is rewritten in its own format.
 */
export async function registryMatch(
  registryDirs: string[],
  slug: string,
  name: string,
  register = false,
): Promise<RegistryMatch> {
  const registryDir =
    registryDirs.find((d) => existsSync(path.join(d, 'projects.json'))) ?? registryDirs.at(-1)!;
  const file = path.join(registryDir, 'projects.json');
  if (!existsSync(file)) throw new ExportRefused(`There is no registry at ${file}.`);
  const project = (await readRegistry(registryDir)).find((p) => p.slug === slug);
  if (!project) throw new ExportRefused(`There is no project "${slug}" in ${file}.`);
  const repo = project.repos.find((r) => r.toLowerCase() === name.toLowerCase());
  if (repo) return { project, repo };
  const ownOrg = isUnderOrgs(name, project.githubOrgs);
  if (register && ownOrg) {
    return {
      project: { ...project, repos: [name, ...project.repos] },
      repo: name,
      register: () => addRepositoryFirst(file, slug, name),
    };
  }
  throw new ExportRefused(
    `${name} is not a repository of the project "${slug}" in ${file} (its repositories: ${project.repos.join(', ') || 'none'})` +
      (ownOrg ? "; it is under the project's own GitHub org: pass --register to add it." : '.'),
  );
}

function isUnderOrgs(name: string, orgs: string[]): boolean {
  const owner = name.split('/')[0]!.toLowerCase();
  return orgs.some((o) => o.toLowerCase() === owner);
}

/** Rewrites projects.json with `name` first in the project's repos (one-space JSON, as shipped). */
async function addRepositoryFirst(file: string, slug: string, name: string): Promise<void> {
  const registry = JSON.parse(await readFile(file, 'utf8')) as {
    projects: { slug: string; repos: string[] }[];
  };
  const entry = registry.projects.find((p) => p.slug === slug)!;
  entry.repos = [name, ...entry.repos];
  await replaceFile(file, Buffer.from(JSON.stringify(registry, null, 1)));
}
