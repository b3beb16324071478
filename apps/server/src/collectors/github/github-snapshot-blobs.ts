// The texts of snapshot files by blob oid, many repositories' blobs per GraphQL query. A blob
// lookup is no connection: a query costs one point however many it holds, so queries are only
// bounded to keep their answers small and well inside GitHub's time limit.
import type { GithubGraphql } from './github-graphql';

/** Blobs per GraphQL query, and their summed size. */
const BLOBS_PER_QUERY = 100;
const BYTES_PER_QUERY = 2_000_000;

export interface BlobAnswer {
  byteSize: number;
  isBinary: boolean;
  isTruncated: boolean;
  text: string | null;
}

/** A blob to read, for the target (by index) whose tree listed it. */
export interface Wanted {
  target: number;
  oid: string;
  size: number;
}

/** What reading blobs needs and counts. */
export interface BlobReading {
  graphql: GithubGraphql;
  counts: { blobQueries: number };
}

export type BlobLookup = (target: number, oid: string) => BlobAnswer | undefined;

const key = (target: number, oid: string) => `${target} ${oid}`;

/** Blob texts by target index and oid; a target whose lookup failed is added to `failed`. */
export async function readBlobs(
  reading: BlobReading,
  repositories: { owner: string; name: string }[],
  wanted: Wanted[],
  failed: Set<number>,
): Promise<BlobLookup> {
  const texts = new Map<string, BlobAnswer>();
  for (const slice of querySlices(wanted)) {
    const byTarget = new Map<number, Wanted[]>();
    for (const w of slice) byTarget.set(w.target, [...(byTarget.get(w.target) ?? []), w]);
    reading.counts.blobQueries += 1;
    const answer = await reading.graphql.query(blobsQuery(repositories, byTarget), 1);
    for (const [target, list] of byTarget) {
      const repo = answer.data[`t${target}`] as Record<string, BlobAnswer | null> | null;
      if (!repo) {
        failed.add(target);
        continue;
      }
      list.forEach((w, i) => {
        const blob = repo[`b${i}`];
        if (blob) texts.set(key(target, w.oid), blob);
        else failed.add(target);
      });
    }
  }
  return (target, oid) => texts.get(key(target, oid));
}

/** The blobs in query-sized slices: at most BLOBS_PER_QUERY, and BYTES_PER_QUERY unless one. */
function querySlices(wanted: Wanted[]): Wanted[][] {
  const slices: Wanted[][] = [];
  let start = 0;
  while (start < wanted.length) {
    let end = start;
    let bytes = 0;
    while (
      end < wanted.length &&
      end - start < BLOBS_PER_QUERY &&
      (end === start || bytes + wanted[end]!.size <= BYTES_PER_QUERY)
    ) {
      bytes += wanted[end]!.size;
      end += 1;
    }
    slices.push(wanted.slice(start, end));
    start = end;
  }
  return slices;
}

function blobsQuery(
  repositories: { owner: string; name: string }[],
  byTarget: Map<number, Wanted[]>,
): string {
  const parts = [...byTarget].map(
    ([target, list]) =>
      `  t${target}: repository(owner: ${JSON.stringify(repositories[target]!.owner)}, name: ${JSON.stringify(repositories[target]!.name)}) {\n${list
        .map(
          (w, i) =>
            `    b${i}: object(oid: ${JSON.stringify(w.oid)}) { ... on Blob { byteSize isBinary isTruncated text } }`,
        )
        .join('\n')}\n  }`,
  );
  return `query {\n${parts.join('\n')}\n  rateLimit { cost remaining resetAt limit }\n}`;
}
