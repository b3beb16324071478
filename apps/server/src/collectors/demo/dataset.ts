// Reads the bundled dataset (data/): the project registry and the real commit history of the
// activity folder, in the formats data/README.md describes. A registry entry's category must be
// one of the domain's project categories; a file with a bad entry is refused whole, each problem
// with its line and field, as the operator imports report them.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { PROJECT_CATEGORIES, PUBLISHED_CONTACT_KINDS } from '@gitsignals/domain';
import {
  elementLines,
  ImportFileError,
  schemaProblems,
  type ImportProblem,
} from '../../reporting/import-problems';

const registryEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.enum(PROJECT_CATEGORIES, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a project category (expected one of: ${PROJECT_CATEGORIES.join(', ')})`,
  }),
  networks: z.array(z.string()),
  githubOrgs: z.array(z.string()),
  repos: z.array(z.string()),
  source: z.record(z.string(), z.unknown()).optional(),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/** The file's shape; each entry is checked on its own, so every bad one is reported. */
const registryFileSchema = z.object({ projects: z.array(z.unknown()) });

const indexSchema = z.object({
  repos: z.array(
    z.object({
      repo: z.string(),
      projectSlug: z.string(),
      commitsFile: z.string(),
      metaFile: z.string(),
      commitCount: z.number(),
      /** The named subsets the repository belongs to (DEMO_SUBSET picks one; ADR 035). */
      subsets: z.array(z.string()).optional(),
    }),
  ),
});
export type ActivityRepo = z.infer<typeof indexSchema>['repos'][number];

/** A contact the repository's files publish at headSha (the exporter's `publishedContacts`). */
const publishedContactSchema = z.object({
  kind: z.enum(PUBLISHED_CONTACT_KINDS),
  handle: z.string().nullish(),
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  url: z.string().nullish(),
  title: z.string(),
  path: z.string(),
});

const metaSchema = z.object({
  repo: z.string(),
  defaultBranch: z.string().nullable().optional(),
  headSha: z.string().nullable().optional(),
  headDate: z.string().nullable().optional(),
  tags: z.array(
    z.object({
      name: z.string(),
      date: z.string().nullable(),
      targetSha: z.string().nullable().optional(),
    }),
  ),
  paths: z.array(z.string()),
  dependencies: z.array(
    z.object({
      ecosystem: z.string(),
      name: z.string(),
      version: z.string().nullable().optional(),
      manifestPath: z.string(),
      kind: z.string().nullable().optional(),
      source: z.string().nullable().optional(),
    }),
  ),
  publishedContacts: z.array(publishedContactSchema).optional(),
});
export type ActivityMeta = z.infer<typeof metaSchema>;

export const datasetCommitSchema = z.object({
  repo: z.string(),
  sha: z.string(),
  parents: z.array(z.string()),
  authorName: z.string(),
  authorDate: z.string(),
  committerDate: z.string(),
  message: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      additions: z.number().nullable(),
      deletions: z.number().nullable(),
      status: z.string(),
      oldPath: z.string().optional(),
    }),
  ),
});
export type DatasetCommit = z.infer<typeof datasetCommitSchema>;

export async function readRegistry(dataDir: string): Promise<RegistryEntry[]> {
  return parseRegistry(
    'projects.json',
    await readFile(path.join(dataDir, 'projects.json'), 'utf8'),
  );
}

/** The registry's entries, or an ImportFileError naming the line and field of every bad one. */
export function parseRegistry(fileName: string, text: string): RegistryEntry[] {
  const { projects } = registryFileSchema.parse(JSON.parse(text));
  const lines = elementLines(text);
  const problems: ImportProblem[] = [];
  const entries: RegistryEntry[] = [];
  projects.forEach((raw, i) => {
    const parsed = registryEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else problems.push(...schemaProblems(lines[i] ?? 1, parsed.error));
  });
  if (problems.length > 0) throw new ImportFileError(fileName, problems);
  return entries;
}

/**
 * The repositories of the activity index; with a subset, only those marked with it (a subset that
 * marks none is refused: an import of nothing would look like a broken dataset).
 */
export async function readActivityIndex(dataDir: string, subset?: string): Promise<ActivityRepo[]> {
  const raw = JSON.parse(await readFile(path.join(dataDir, 'activity', 'INDEX.json'), 'utf8'));
  const repos = indexSchema.parse(raw).repos;
  if (subset === undefined) return repos;
  const chosen = repos.filter((r) => r.subsets?.includes(subset));
  if (chosen.length === 0)
    throw new Error(
      `DEMO_SUBSET=${subset}: no repository of activity/INDEX.json is marked with it`,
    );
  return chosen;
}

export async function readActivityMeta(dataDir: string, repo: ActivityRepo): Promise<ActivityMeta> {
  const file = path.join(dataDir, 'activity', repo.metaFile);
  const bytes = await readFile(file);
  const raw = JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  return metaSchema.parse(raw);
}

/**
 * Lines of a text stream split at "\n" only. node:readline also breaks at U+2028 and U+2029,
 * which JSON strings may hold unescaped (a commit message of rust-bitcoin does).
 */
async function* ndjsonLines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}

/** Streams one repository's commits (newest first, as stored), validating every line. */
export async function* readActivityCommits(
  dataDir: string,
  repo: ActivityRepo,
): AsyncGenerator<DatasetCommit> {
  const file = path.join(dataDir, 'activity', repo.commitsFile);
  const input = file.endsWith('.gz')
    ? createReadStream(file).pipe(createGunzip())
    : createReadStream(file);
  let lineNumber = 0;
  for await (const line of ndjsonLines(input)) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const parsed = datasetCommitSchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`${repo.commitsFile} line ${lineNumber}: ${parsed.error.issues[0]?.message}`);
    yield parsed.data;
  }
}
