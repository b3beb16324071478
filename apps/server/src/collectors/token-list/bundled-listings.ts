// A token list's history as a compact file the demo bundles (data/token-lists/<owner>__<name>
// .listings.json.gz; ADR 036): what list-history.ts reads from the repository, so the demo gets
// each token's real listing commit without the repository. Gzipped JSON, the same bytes for the
// same history: keys in a fixed order, tokens oldest first as the history lists them, gzip with
// no name or time in its header, and no wall-clock time inside (only commit dates).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { ListCommit, ListedToken, ListHistory } from './list-history';

export const BUNDLED_LISTINGS_SUFFIX = '.listings.json.gz';
const FORMAT = 1;

const commitSchema = z.object({ sha: z.string().regex(/^[0-9a-f]{40}$/), date: z.iso.datetime() });

const tokenSchema = z.object({
  chainId: z.number().int(),
  address: z.string().min(1),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nullable(),
  sha: commitSchema.shape.sha,
  date: commitSchema.shape.date,
  file: z.string().min(1),
});

const bundleSchema = z.object({
  format: z.literal(FORMAT),
  list: z.object({
    /** The platform the listings name. */
    platform: z.string().min(1),
    /** The GitHub repository the history comes from, owner/name. */
    repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
    files: z.array(z.string().min(1)).min(1),
    head: commitSchema,
    firstVersion: commitSchema.nullable(),
    commits: z.number().int().nonnegative(),
  }),
  tokens: z.array(tokenSchema),
});
export type BundledList = z.infer<typeof bundleSchema>;

const commitOf = (c: ListCommit): ListCommit => ({ sha: c.sha, date: c.date });

export function bundleOf(
  history: ListHistory,
  list: { platform: string; repository: string; files: string[] },
): BundledList {
  return {
    format: FORMAT,
    list: {
      platform: list.platform,
      repository: list.repository,
      files: list.files,
      head: commitOf(history.head),
      firstVersion: history.firstVersion ? commitOf(history.firstVersion) : null,
      commits: history.commits,
    },
    // Field by field, so the file's key order never depends on how a token was built.
    tokens: history.tokens.map((t): ListedToken => ({
      chainId: t.chainId,
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      sha: t.sha,
      date: t.date,
      file: t.file,
    })),
  };
}

export const bundleBytes = (bundle: BundledList): Buffer =>
  gzipSync(Buffer.from(`${JSON.stringify(bundle)}\n`), { level: 9 });

/** Writes the file aside and renames it into place, so a reader never sees half of it. */
export async function writeBundle(file: string, bundle: BundledList): Promise<number> {
  const bytes = bundleBytes(bundle);
  await writeFile(`${file}.partial`, bytes);
  await rename(`${file}.partial`, file);
  return bytes.length;
}

/** A bundled list, checked; a file that is not one is refused with the reason. */
export async function readBundle(file: string): Promise<BundledList> {
  const text = gunzipSync(await readFile(file)).toString('utf8');
  const parsed = bundleSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${file}: not a bundled token list (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
}
