// The resume state kept per repository in collection_cursors (source 'github'). It is written
// with each stored page, so a run that dies continues at the first page not yet stored.

export interface GithubCursor {
  /** committedDate of the newest commit collected; the next walk asks history since then. */
  since: string | null;
  /** The HEAD oid whose history since `since` has been walked completely. */
  head: string | null;
  /** A walk in progress: the same HEAD oid, continued after `after`. */
  walk: GithubWalk | null;
  /** The HEAD whose snapshot (paths, manifests) is stored, and its submodule paths. */
  snapshot: GithubSnapshotMark | null;
  /** Commits seen but not stored, by reason, over every stored page (the noise ledger reads it). */
  skipped: Record<string, number>;
}

export interface GithubSnapshotMark {
  head: string;
  /** A commit changing one of these moves a submodule pin, which is a dependency version. */
  submodules: string[];
  /** .gitattributes patterns of that snapshot, to classify commits of runs that do not read it. */
  generated: string[];
  vendored: string[];
}

export interface GithubWalk {
  head: string;
  since: string;
  after: string | null;
  /** Newest committedDate seen so far in this walk; becomes `since` when the walk ends. */
  newest: string | null;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function parseGithubCursor(raw: Record<string, unknown> | null | undefined): GithubCursor {
  const walk = raw?.walk as Record<string, unknown> | null | undefined;
  return {
    since: isString(raw?.since) ? raw.since : null,
    head: isString(raw?.head) ? raw.head : null,
    walk:
      walk && isString(walk.head) && isString(walk.since)
        ? {
            head: walk.head,
            since: walk.since,
            after: isString(walk.after) ? walk.after : null,
            newest: isString(walk.newest) ? walk.newest : null,
          }
        : null,
    snapshot: snapshotMark(raw?.snapshot),
    skipped: counts(raw?.skipped),
  };
}

function snapshotMark(raw: unknown): GithubSnapshotMark | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { head, submodules, generated, vendored } = raw as Record<string, unknown>;
  if (!isString(head)) return null;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter(isString) : []);
  return {
    head,
    submodules: strings(submodules),
    generated: strings(generated),
    vendored: strings(vendored),
  };
}

function counts(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [reason, n] of Object.entries(raw)) if (typeof n === 'number') out[reason] = n;
  return out;
}

export const cursorRecord = (cursor: GithubCursor): Record<string, unknown> => ({ ...cursor });
