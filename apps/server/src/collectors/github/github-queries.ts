// The GraphQL the collector sends, many repositories per query through aliases, and the shapes
// GitHub answers with. Two kinds of query keep the cost proportional to real activity:
//  - heads: per repository the default branch HEAD, how many commits it has since the cursor
//    (history(first: 1) { totalCount } costs one request), tags and releases: 3 requests each;
//  - pages: per repository one page of history from a fixed HEAD oid, sized to the commits left
//    (the nested parents(first: 2) costs one request per commit asked for, so asking for exactly
//    the commits that exist instead of 100 keeps a quiet day cheap).

export interface HeadsItem {
  alias: string;
  owner: string;
  name: string;
  since: Date;
}

export interface PageItem {
  alias: string;
  owner: string;
  name: string;
  head: string;
  since: Date;
  after: string | null;
  first: number;
}

export interface UpstreamItem {
  alias: string;
  owner: string;
  name: string;
  since: Date;
  after: string | null;
}

const literal = (value: string) => JSON.stringify(value);

const RATE_LIMIT = 'rateLimit { cost remaining resetAt limit }';

export const TAGS_FIRST = 50;
export const RELEASES_FIRST = 20;

const REFS = `refs(refPrefix: "refs/tags/", first: ${TAGS_FIRST}, orderBy: {field: TAG_COMMIT_DATE, direction: DESC}) {
      nodes { name target { oid ... on Commit { committedDate } ... on Tag { tagger { date } target { oid ... on Commit { committedDate } } } } }
    }
    releases(first: ${RELEASES_FIRST}, orderBy: {field: CREATED_AT, direction: DESC}) {
      nodes { tagName isDraft publishedAt createdAt tagCommit { oid } }
    }`;

const COMMIT_FIELDS = `oid messageHeadline message committedDate authoredDate additions deletions changedFilesIfAvailable
          parents(first: 2) { nodes { oid } }
          author { name email user { login } }`;

export function headsQuery(items: HeadsItem[]): string {
  const parts = items.map(
    (i) => `  ${i.alias}: repository(owner: ${literal(i.owner)}, name: ${literal(i.name)}) {
    nameWithOwner isFork parent { nameWithOwner }
    defaultBranchRef { name target { oid ... on Commit { committedDate history(first: 1, since: ${literal(i.since.toISOString())}) { totalCount } } } }
    ${REFS}
  }`,
  );
  return `query {\n${parts.join('\n')}\n  ${RATE_LIMIT}\n}`;
}

/** Requests GitHub counts for a heads query: history, refs and releases per repository. */
export const headsRequests = (items: HeadsItem[]) => items.length * 3;

export function pagesQuery(pages: PageItem[], upstreams: UpstreamItem[]): string {
  const own = pages.map(
    (p) => `  ${p.alias}: repository(owner: ${literal(p.owner)}, name: ${literal(p.name)}) {
    object(oid: ${literal(p.head)}) { ... on Commit {
      history(first: ${p.first}, since: ${literal(p.since.toISOString())}${p.after ? `, after: ${literal(p.after)}` : ''}) {
        pageInfo { hasNextPage endCursor } totalCount
        nodes { ${COMMIT_FIELDS} }
      }
    } }
  }`,
  );
  const parents = upstreams.map(
    (u) => `  ${u.alias}: repository(owner: ${literal(u.owner)}, name: ${literal(u.name)}) {
    defaultBranchRef { target { ... on Commit {
      history(first: 100, since: ${literal(u.since.toISOString())}${u.after ? `, after: ${literal(u.after)}` : ''}) {
        pageInfo { hasNextPage endCursor } nodes { oid }
      }
    } } }
  }`,
  );
  return `query {\n${[...own, ...parents].join('\n')}\n  ${RATE_LIMIT}\n}`;
}

/** Requests for a pages query: each history page, plus one parents lookup per commit asked for. */
export const pagesRequests = (pages: PageItem[], upstreams: UpstreamItem[]) =>
  pages.reduce((n, p) => n + 1 + p.first, 0) + upstreams.length;

export interface GqlCommit {
  oid: string;
  messageHeadline: string;
  message: string;
  committedDate: string;
  authoredDate: string;
  additions: number;
  deletions: number;
  changedFilesIfAvailable: number | null;
  parents: { nodes: { oid: string }[] };
  author: { name: string | null; email: string | null; user: { login: string } | null } | null;
}

export interface GqlHistory<N> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
  nodes: N[];
}

export interface GqlTagTarget {
  oid: string;
  committedDate?: string;
  tagger?: { date: string | null } | null;
  target?: { oid: string; committedDate?: string } | null;
}

export interface GqlHeadsRepository {
  nameWithOwner: string;
  isFork: boolean;
  parent: { nameWithOwner: string } | null;
  defaultBranchRef: {
    name: string;
    target: { oid: string; committedDate?: string; history?: { totalCount: number } };
  } | null;
  refs: { nodes: { name: string; target: GqlTagTarget | null }[] } | null;
  releases: {
    nodes: {
      tagName: string;
      isDraft: boolean;
      publishedAt: string | null;
      createdAt: string;
      tagCommit: { oid: string } | null;
    }[];
  };
}

export interface GqlPageRepository {
  object: { history?: GqlHistory<GqlCommit> } | null;
}

export interface GqlUpstreamRepository {
  defaultBranchRef: { target: { history?: GqlHistory<{ oid: string }> } } | null;
}
