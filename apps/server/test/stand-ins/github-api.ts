// A local GitHub API for tests: the GraphQL endpoint (aliases, history pages of at most 100,
// refs, releases, rateLimit priced with GitHub's formula, NOT_FOUND per alias) and the REST
// commit and git tree endpoints and GET /rate_limit, Blob objects by oid, with the failures the collector must survive on demand: 403 + retry-after,
// 502, RATE_LIMITED, an exhausted REST budget, and a crash (connections cut until recovered).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  costOf,
  parseOperation,
  type FieldNode,
  type GraphqlValue,
  type SelectionNode,
} from './graphql-parse';

export interface StandInFile {
  filename: string;
  status: 'added' | 'modified' | 'removed' | 'renamed';
  additions: number;
  deletions: number;
  previous_filename?: string;
}

export interface StandInCommit {
  oid: string;
  message: string;
  committedDate: string;
  authoredDate: string;
  author: { name: string; email: string; login: string | null };
  parents: string[];
  files: StandInFile[];
}

export interface StandInRepository {
  fullName: string;
  defaultBranch: string;
  /** Default-branch history, newest first (what `history` walks). */
  commits: StandInCommit[];
  tags: { name: string; oid: string; date: string; annotated: boolean }[];
  releases: { tagName: string; publishedAt: string; isDraft: boolean }[];
  parent: string | null;
  /** The files at HEAD, path → text: what the tree endpoint lists and Blob objects return. */
  files: Record<string, string>;
  /** Submodules at HEAD, path → pinned commit (tree entries of type commit). */
  submodules: Record<string, string>;
  /** Entries the tree endpoint returns before it answers `truncated: true` (GitHub: 100,000). */
  treeLimit: number;
}

export type Fault = 'retry-after' | 'bad-gateway' | 'rate-limited' | 'rest-exhausted' | 'timeout';

export interface HistoryCall {
  repository: string;
  head: string;
  first: number;
  after: string | null;
  since: string | null;
  /** Whether commits were asked for (a page), or only the count. */
  nodes: boolean;
}

export interface GithubStandIn {
  url: string;
  token: string;
  repositories: Map<string, StandInRepository>;
  rateLimit: { limit: number; remaining: number; resetAt: Date };
  /** Every GraphQL query's cost, in order. */
  costs: number[];
  historyCalls: HistoryCall[];
  restCalls: string[];
  compareCalls: string[];
  /** Tree requests, as owner/name@sha. */
  treeCalls: string[];
  /** Blob objects GraphQL returned. */
  blobsServed: number;
  /** The next `times` requests answer with this failure. */
  fail(fault: Fault, times?: number, retryAfterSeconds?: number): void;
  /** After `requests` more requests every connection is cut, until recover(). */
  crashAfter(requests: number): void;
  recover(): void;
  close(): Promise<void>;
}

const PAGE_MAX = 100;
const FILES_PER_PAGE = 300;

export async function startGithubStandIn(
  options: { now?: () => Date; token?: string } = {},
): Promise<GithubStandIn> {
  const now = options.now ?? (() => new Date());
  const token = options.token ?? 'ghp_standin';
  const repositories = new Map<string, StandInRepository>();
  const faults: { fault: Fault; retryAfter: number }[] = [];
  let crashIn: number | null = null;
  const standIn = {
    rateLimit: { limit: 5000, remaining: 5000, resetAt: new Date(now().getTime() + 3_600_000) },
    costs: [] as number[],
    historyCalls: [] as HistoryCall[],
    restCalls: [] as string[],
    compareCalls: [] as string[],
    treeCalls: [] as string[],
    blobsServed: 0,
  };
  const rest = { limit: 5000, remaining: 5000 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (crashIn !== null) {
        if (crashIn <= 0) {
          req.socket.destroy();
          return;
        }
        crashIn -= 1;
      }
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      if (!/^(bearer|token) /i.test(req.headers.authorization ?? '')) {
        send(401, { message: 'Requires authentication' });
        return;
      }
      if (req.headers.authorization?.split(' ')[1] !== token) {
        send(401, { message: 'Bad credentials' });
        return;
      }
      const injected = faults[0];
      if (injected) {
        faults.shift();
        if (injected.fault === 'retry-after') {
          send(
            403,
            { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
            { 'retry-after': String(injected.retryAfter) },
          );
          return;
        }
        if (injected.fault === 'bad-gateway') {
          res.writeHead(502, { 'content-type': 'text/html' });
          res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
          return;
        }
        if (injected.fault === 'timeout') {
          send(200, {
            data: null,
            errors: [
              {
                message:
                  'Something went wrong while executing your query. This may be the result of a timeout, or it could be a GitHub bug. Please include `C2A4:7E1B:9F0D2:A1B3C` when reporting this issue.',
              },
            ],
          });
          return;
        }
        if (injected.fault === 'rest-exhausted') {
          const reset = Math.ceil(now().getTime() / 1000) + injected.retryAfter;
          send(
            403,
            { message: 'API rate limit exceeded for user ID 1.' },
            { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
          );
          return;
        }
        standIn.rateLimit.remaining = 0;
        send(
          200,
          {
            errors: [
              { type: 'RATE_LIMITED', message: 'API rate limit already exceeded for user ID 1.' },
            ],
          },
          {
            'x-ratelimit-limit': String(standIn.rateLimit.limit),
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.ceil(standIn.rateLimit.resetAt.getTime() / 1000)),
            'x-ratelimit-resource': 'graphql',
          },
        );
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/graphql') {
        const { status, body, headers } = answerGraphql(Buffer.concat(chunks).toString('utf8'));
        send(status, body, headers);
        return;
      }
      const commitPath = /^\/repos\/([^/]+\/[^/]+)\/commits\/([0-9a-f]{40})$/.exec(url.pathname);
      const comparePath =
        /^\/repos\/([^/]+\/[^/]+)\/compare\/([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/.exec(url.pathname);
      const treePath = /^\/repos\/([^/]+\/[^/]+)\/git\/trees\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && (commitPath || comparePath || treePath)) {
        rest.remaining = Math.max(0, rest.remaining - 1);
        const page = Number(url.searchParams.get('page') ?? '1');
        let answer: { status: number; body: unknown };
        if (treePath) {
          standIn.treeCalls.push(`${treePath[1]}@${treePath[2]}`);
          answer = answerTree(treePath[1]!, treePath[2]!, url.searchParams.get('recursive'));
        } else if (commitPath) {
          standIn.restCalls.push(`${commitPath[1]}@${commitPath[2]}`);
          answer = answerCommit(commitPath[1]!, commitPath[2]!, page);
        } else {
          const [, fullName, base, head] = comparePath!;
          standIn.compareCalls.push(`${fullName}@${base}...${head}`);
          const perPage = Number(url.searchParams.get('per_page') ?? '250');
          answer = answerCompare(fullName!, base!, head!, perPage, page);
        }
        const { status, body } = answer;
        send(status, body, {
          'x-ratelimit-limit': String(rest.limit),
          'x-ratelimit-remaining': String(rest.remaining),
          'x-ratelimit-reset': String(Math.ceil(standIn.rateLimit.resetAt.getTime() / 1000)),
          'x-ratelimit-resource': 'core',
        });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/rate_limit') {
        // GitHub's answer (it costs nothing against the budget): every resource, and `rate`,
        // the deprecated copy of `core`.
        const reset = Math.ceil(standIn.rateLimit.resetAt.getTime() / 1000);
        const budget = (limit: number, remaining: number) => ({
          limit,
          used: limit - remaining,
          remaining,
          reset,
        });
        const core = budget(rest.limit, rest.remaining);
        send(200, {
          resources: {
            core,
            graphql: budget(standIn.rateLimit.limit, standIn.rateLimit.remaining),
            search: budget(30, 30),
            integration_manifest: budget(5000, 5000),
          },
          rate: core,
        });
        return;
      }
      send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    });
  });

  function answerGraphql(raw: string): {
    status: number;
    body: unknown;
    headers: Record<string, string>;
  } {
    if (now().getTime() >= standIn.rateLimit.resetAt.getTime()) {
      standIn.rateLimit.remaining = standIn.rateLimit.limit;
      standIn.rateLimit.resetAt = new Date(now().getTime() + 3_600_000);
    }
    let selections: SelectionNode[];
    try {
      selections = parseOperation((JSON.parse(raw) as { query: string }).query);
    } catch (error) {
      return {
        status: 200,
        body: { errors: [{ message: (error as Error).message }] },
        headers: {},
      };
    }
    const cost = costOf(selections);
    const limitHeaders = () => ({
      'x-ratelimit-limit': String(standIn.rateLimit.limit),
      'x-ratelimit-remaining': String(standIn.rateLimit.remaining),
      'x-ratelimit-reset': String(Math.ceil(standIn.rateLimit.resetAt.getTime() / 1000)),
      'x-ratelimit-resource': 'graphql',
    });
    if (cost > standIn.rateLimit.remaining) {
      return {
        status: 200,
        body: {
          errors: [
            { type: 'RATE_LIMITED', message: 'API rate limit already exceeded for user ID 1.' },
          ],
        },
        headers: limitHeaders(),
      };
    }
    standIn.rateLimit.remaining -= cost;
    standIn.costs.push(cost);
    const data: Record<string, unknown> = {};
    const errors: unknown[] = [];
    try {
      for (const s of selections) {
        if (s.kind !== 'field') throw new Error('Fragments on Query are not supported');
        const key = s.alias ?? s.name;
        if (s.name === 'rateLimit') {
          data[key] = select(
            {
              cost,
              remaining: standIn.rateLimit.remaining,
              resetAt: standIn.rateLimit.resetAt.toISOString(),
              limit: standIn.rateLimit.limit,
              used: standIn.rateLimit.limit - standIn.rateLimit.remaining,
              nodeCount: 0,
            },
            s.selections ?? [],
            'RateLimit',
          );
        } else if (s.name === 'repository') {
          const fullName = `${String(s.args.owner)}/${String(s.args.name)}`;
          const repository = repositories.get(fullName.toLowerCase());
          if (!repository) {
            data[key] = null;
            errors.push({
              type: 'NOT_FOUND',
              path: [key],
              locations: [{ line: 2, column: 3 }],
              message: `Could not resolve to a Repository with the name '${fullName}'.`,
            });
          } else {
            data[key] = select(repositoryObject(repository), s.selections ?? [], 'Repository');
          }
        } else {
          throw new Error(`Field '${s.name}' doesn't exist on type 'Query'`);
        }
      }
    } catch (error) {
      return {
        status: 200,
        body: { errors: [{ message: (error as Error).message }] },
        headers: limitHeaders(),
      };
    }
    return {
      status: 200,
      body: errors.length > 0 ? { data, errors } : { data },
      headers: limitHeaders(),
    };
  }

  type Resolved = Record<string, unknown> & { __typename: string };

  /** Evaluates a selection set on an object whose fields are values or resolvers of (args, field). */
  function select(object: unknown, selections: SelectionNode[], typename: string): unknown {
    if (object === null || object === undefined) return null;
    if (Array.isArray(object)) return object.map((o) => select(o, selections, typename));
    const source = object as Resolved;
    const type = source.__typename ?? typename;
    const out: Record<string, unknown> = {};
    for (const s of selections) {
      if (s.kind === 'fragment') {
        if (s.on === type) Object.assign(out, select(source, s.selections, type));
        continue;
      }
      if (s.name === '__typename') {
        out[s.alias ?? s.name] = type;
        continue;
      }
      if (!(s.name in source)) throw new Error(`Field '${s.name}' doesn't exist on type '${type}'`);
      const raw = source[s.name];
      const value = typeof raw === 'function' ? (raw as Resolver)(s.args, s) : raw;
      out[s.alias ?? s.name] = s.selections ? select(value, s.selections, s.name) : value;
    }
    return out;
  }

  type Resolver = (args: Record<string, GraphqlValue>, field: FieldNode) => unknown;

  function firstOf(args: Record<string, GraphqlValue>, connection: string): number {
    const first = args.first;
    if (typeof first !== 'number') {
      throw new Error(
        `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`,
      );
    }
    if (first < 1 || first > PAGE_MAX) {
      throw new Error(
        `Requesting ${first} records on the \`${connection}\` connection exceeds the \`first\` limit of 100 records.`,
      );
    }
    return first;
  }

  function connection<T>(items: T[], first: number, offset: number, cursorPrefix: string) {
    const nodes = items.slice(offset, offset + first);
    const last = offset + nodes.length - 1;
    return {
      __typename: 'Connection',
      totalCount: items.length,
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage: offset + first < items.length,
        endCursor: nodes.length > 0 ? `${cursorPrefix} ${last}` : null,
      },
      nodes,
    };
  }

  function repositoryObject(repository: StandInRepository): Resolved {
    const byOid = new Map(repository.commits.map((c, i) => [c.oid, i]));
    const commitObject = (commit: StandInCommit): Resolved => ({
      __typename: 'Commit',
      oid: commit.oid,
      committedDate: commit.committedDate,
      authoredDate: commit.authoredDate,
      messageHeadline: commit.message.split('\n')[0],
      message: commit.message,
      additions: commit.files.reduce((n, f) => n + f.additions, 0),
      deletions: commit.files.reduce((n, f) => n + f.deletions, 0),
      changedFilesIfAvailable: commit.files.length,
      author: {
        name: commit.author.name,
        email: commit.author.email,
        user: commit.author.login ? { login: commit.author.login } : null,
      },
      parents: ((args: Record<string, GraphqlValue>) =>
        connection(
          commit.parents.map((oid) => ({ __typename: 'Commit', oid })),
          firstOf(args, 'parents'),
          0,
          commit.oid,
        )) satisfies Resolver,
      history: ((args, field) => {
        const first = firstOf(args, 'history');
        const since = typeof args.since === 'string' ? Date.parse(args.since) : null;
        const start = byOid.get(commit.oid) ?? 0;
        const walk = repository.commits
          .slice(start)
          .filter((c) => since === null || Date.parse(c.committedDate) >= since);
        let offset = 0;
        if (typeof args.after === 'string') {
          const [head, index] = args.after.split(' ');
          if (head !== commit.oid)
            throw new Error(`\`${args.after}\` does not appear to be a valid cursor.`);
          offset = Number(index) + 1;
        }
        standIn.historyCalls.push({
          repository: repository.fullName,
          head: commit.oid,
          first,
          after: typeof args.after === 'string' ? args.after : null,
          since: typeof args.since === 'string' ? args.since : null,
          nodes: (field.selections ?? []).some((s) => s.kind === 'field' && s.name === 'nodes'),
        });
        return connection(walk.map(commitObject), first, offset, commit.oid);
      }) satisfies Resolver,
    });
    const head = repository.commits[0];
    const parent = repository.parent ? repositories.get(repository.parent.toLowerCase()) : null;
    return {
      __typename: 'Repository',
      nameWithOwner: repository.fullName,
      isFork: repository.parent !== null,
      parent: parent ? repositoryObject(parent) : null,
      defaultBranchRef: head
        ? { __typename: 'Ref', name: repository.defaultBranch, target: commitObject(head) }
        : null,
      object: ((args) => {
        const index = byOid.get(String(args.oid));
        if (index !== undefined) return commitObject(repository.commits[index]!);
        const text = Object.values(repository.files).find((t) => blobSha(t) === args.oid);
        if (text === undefined) return null;
        standIn.blobsServed += 1;
        return {
          __typename: 'Blob',
          oid: args.oid,
          byteSize: Buffer.byteLength(text),
          isBinary: false,
          isTruncated: false,
          text,
        };
      }) satisfies Resolver,
      refs: ((args) => {
        const tags = [...repository.tags].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
        const target = (t: (typeof tags)[number]) => {
          const index = byOid.get(t.oid);
          const commit =
            index === undefined
              ? { __typename: 'Commit', oid: t.oid }
              : commitObject(repository.commits[index]!);
          return t.annotated
            ? {
                __typename: 'Tag',
                oid: sha(`tag ${t.name}`),
                tagger: { date: t.date },
                target: commit,
              }
            : commit;
        };
        return connection(
          tags.map((t) => ({ __typename: 'Ref', name: t.name, target: target(t) })),
          firstOf(args, 'refs'),
          0,
          'refs',
        );
      }) satisfies Resolver,
      releases: ((args) =>
        connection(
          [...repository.releases]
            .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
            .map((r) => ({
              __typename: 'Release',
              tagName: r.tagName,
              isDraft: r.isDraft,
              publishedAt: r.isDraft ? null : r.publishedAt,
              createdAt: r.publishedAt,
              tagCommit: (() => {
                const tag = repository.tags.find((t) => t.name === r.tagName);
                return tag ? { __typename: 'Commit', oid: tag.oid } : null;
              })(),
            })),
          firstOf(args, 'releases'),
          0,
          'releases',
        )) satisfies Resolver,
    };
  }

  function restCommit(repository: StandInRepository, commit: StandInCommit) {
    const person = { name: commit.author.name, email: commit.author.email };
    return {
      sha: commit.oid,
      node_id: `C_${commit.oid.slice(0, 12)}`,
      html_url: `https://github.com/${repository.fullName}/commit/${commit.oid}`,
      commit: {
        author: { ...person, date: commit.authoredDate },
        committer: { ...person, date: commit.committedDate },
        message: commit.message,
      },
      author: commit.author.login ? { login: commit.author.login, type: 'User' } : null,
      parents: commit.parents.map((p) => ({ sha: p })),
    };
  }

  /** Commits reachable from head and not from base, oldest first, like GitHub's compare. */
  function answerCompare(
    fullName: string,
    base: string,
    head: string,
    perPage: number,
    page: number,
  ) {
    const repository = repositories.get(fullName.toLowerCase());
    const byOid = new Map(repository?.commits.map((c) => [c.oid, c]));
    if (!repository || !byOid.has(base) || !byOid.has(head)) {
      return { status: 404, body: { message: 'Not Found' } };
    }
    const reachable = (from: string) => {
      const seen = new Set<string>();
      const stack = [from];
      while (stack.length > 0) {
        const oid = stack.pop()!;
        const commit = byOid.get(oid);
        if (seen.has(oid) || !commit) continue;
        seen.add(oid);
        stack.push(...commit.parents);
      }
      return seen;
    };
    const behind = reachable(base);
    const ahead = [...reachable(head)]
      .filter((oid) => !behind.has(oid))
      .map((oid) => byOid.get(oid)!)
      .sort((a, b) => Date.parse(a.committedDate) - Date.parse(b.committedDate));
    return {
      status: 200,
      body: {
        status: ahead.length > 0 ? 'ahead' : 'identical',
        ahead_by: ahead.length,
        behind_by: 0,
        total_commits: ahead.length,
        commits: ahead
          .slice((page - 1) * perPage, page * perPage)
          .map((c) => restCommit(repository, c)),
        files: [],
      },
    };
  }

  /** GitHub's recursive tree: directories, blobs with sizes, submodules as commits. */
  function answerTree(fullName: string, ref: string, recursive: string | null) {
    const repository = repositories.get(fullName.toLowerCase());
    if (!repository || !repository.commits.some((c) => c.oid === ref)) {
      return { status: 404, body: { message: 'Not Found' } };
    }
    const entries: { path: string; mode: string; type: string; sha: string; size?: number }[] = [];
    const dirs = new Set<string>();
    const all = [
      ...Object.keys(repository.files).map((path) => ({ path, submodule: false })),
      ...Object.keys(repository.submodules).map((path) => ({ path, submodule: true })),
    ].sort((a, b) => (a.path < b.path ? -1 : 1));
    for (const { path, submodule } of all) {
      const parts = path.split('/');
      if (recursive === null && parts.length > 1) continue;
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join('/');
        if (dirs.has(dir)) continue;
        dirs.add(dir);
        entries.push({ path: dir, mode: '040000', type: 'tree', sha: sha(`tree ${dir}`) });
      }
      if (submodule) {
        entries.push({ path, mode: '160000', type: 'commit', sha: repository.submodules[path]! });
      } else {
        const text = repository.files[path]!;
        entries.push({
          path,
          mode: '100644',
          type: 'blob',
          sha: blobSha(text),
          size: Buffer.byteLength(text),
        });
      }
    }
    const truncated = entries.length > repository.treeLimit;
    return {
      status: 200,
      body: {
        sha: sha(`root ${ref}`),
        url: `https://api.github.com/repos/${repository.fullName}/git/trees/${ref}`,
        tree: entries.slice(0, repository.treeLimit).map((e) => ({
          ...e,
          url: `https://api.github.com/repos/${repository.fullName}/git/${e.type}s/${e.sha}`,
        })),
        truncated,
      },
    };
  }

  function answerCommit(fullName: string, oid: string, page: number) {
    const repository = repositories.get(fullName.toLowerCase());
    const commit = repository?.commits.find((c) => c.oid === oid);
    if (!repository || !commit) {
      return {
        status: repository ? 422 : 404,
        body: { message: repository ? `No commit found for SHA: ${oid}` : 'Not Found' },
      };
    }
    const files = commit.files.slice((page - 1) * FILES_PER_PAGE, page * FILES_PER_PAGE);
    const additions = commit.files.reduce((n, f) => n + f.additions, 0);
    const deletions = commit.files.reduce((n, f) => n + f.deletions, 0);
    return {
      status: 200,
      body: {
        ...restCommit(repository, commit),
        stats: { total: additions + deletions, additions, deletions },
        files: files.map((f) => ({
          sha: sha(`${commit.oid} ${f.filename}`),
          changes: f.additions + f.deletions,
          ...f,
        })),
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    repositories,
    get rateLimit() {
      return standIn.rateLimit;
    },
    costs: standIn.costs,
    historyCalls: standIn.historyCalls,
    restCalls: standIn.restCalls,
    compareCalls: standIn.compareCalls,
    treeCalls: standIn.treeCalls,
    get blobsServed() {
      return standIn.blobsServed;
    },
    fail(fault, times = 1, retryAfterSeconds = 30) {
      for (let i = 0; i < times; i++) faults.push({ fault, retryAfter: retryAfterSeconds });
    },
    crashAfter(requests) {
      crashIn = requests;
    },
    recover() {
      crashIn = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sha = (text: string) => createHash('sha1').update(text).digest('hex');

/** The id git gives a file's contents. */
export const blobSha = (text: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest('hex');

const AUTHORS = [
  { name: 'Hayden Adams', email: 'hayden@uniswap.org', login: 'haydenadams' },
  { name: 'Noah Zinsmeister', email: 'noah@uniswap.org', login: 'NoahZinsmeister' },
  { name: 'Moody Salem', email: 'moody@uniswap.org', login: 'moodysalem' },
  {
    name: 'dependabot[bot]',
    email: '49699333+dependabot[bot]@users.noreply.github.com',
    login: 'dependabot[bot]',
  },
  { name: 'Ana Lopez', email: 'ana@example.dev', login: null },
];

const WORK = [
  {
    message: 'feat(pool): add 0.01% fee tier',
    path: 'contracts/UniswapV3Factory.sol',
    status: 'modified',
  },
  {
    message: 'fix: round down in getAmountOut',
    path: 'contracts/libraries/SwapMath.sol',
    status: 'modified',
  },
  { message: 'test: fuzz tick bitmap', path: 'test/TickBitmap.spec.ts', status: 'added' },
  {
    message: 'chore(deps): bump hardhat from 2.19.1 to 2.22.3',
    path: 'package.json',
    status: 'modified',
  },
  { message: 'docs: explain oracle observations', path: 'docs/oracle.md', status: 'added' },
  {
    message: 'deploy: add Base mainnet addresses',
    path: 'deployments/8453/Factory.json',
    status: 'added',
  },
  {
    message: 'refactor: move TickMath into libraries',
    path: 'contracts/libraries/TickMath.sol',
    status: 'renamed',
  },
] as const;

export interface HistoryOptions {
  /** Date of the newest commit. */
  newest: Date;
  /** Minutes between consecutive commits. */
  spacingMinutes?: number;
  /** Every n-th commit is a merge of a pull request (0: none). */
  mergeEvery?: number;
  /** Commits inherited from this history (a fork's upstream), placed under the new ones. */
  base?: StandInCommit[];
}

/** A realistic linear default-branch history, newest first: varied authors, paths, a few merges. */
export function makeHistory(
  fullName: string,
  count: number,
  options: HistoryOptions,
): StandInCommit[] {
  const spacing = (options.spacingMinutes ?? 37) * 60_000;
  const base = options.base ?? [];
  const commits: StandInCommit[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(options.newest.getTime() - i * spacing).toISOString();
    const work = WORK[i % WORK.length]!;
    const author = AUTHORS[i % AUTHORS.length]!;
    const oid = sha(`${fullName} ${i}`);
    // A merge needs a first parent: the root commit never is one.
    const every = options.mergeEvery ?? 0;
    const isMerge = every > 0 && i % every === every - 1 && (i < count - 1 || base.length > 0);
    const files: StandInFile[] = isMerge
      ? []
      : [
          {
            filename: work.path,
            status: work.status,
            additions: 10 + (i % 40),
            deletions: i % 7,
            ...(work.status === 'renamed' ? { previous_filename: 'contracts/TickMath.sol' } : {}),
          },
          { filename: `test/${i % 5}.spec.ts`, status: 'modified', additions: 4, deletions: 1 },
        ];
    commits.push({
      oid,
      message: isMerge
        ? `Merge pull request #${1000 + i} from ${author.login ?? 'contrib'}/branch-${i}\n\n${work.message}`
        : `${work.message}\n\nPart of the v3 periphery work (${i}).`,
      committedDate: at,
      authoredDate: at,
      author,
      parents: [],
      files,
    });
  }
  const all = [...commits, ...base];
  for (let i = 0; i < all.length; i++) {
    const commit = all[i]!;
    if (i < commits.length) {
      const next = all[i + 1]?.oid;
      commit.parents = [
        ...(next ? [next] : []),
        ...(commit.files.length === 0 ? [sha(`${fullName} side ${i}`)] : []),
      ];
    }
  }
  return all;
}

export function addRepository(
  standIn: GithubStandIn,
  repository: Partial<StandInRepository> & { fullName: string; commits: StandInCommit[] },
): StandInRepository {
  const full: StandInRepository = {
    defaultBranch: 'main',
    tags: [],
    releases: [],
    parent: null,
    files: {},
    submodules: {},
    treeLimit: 100_000,
    ...repository,
  };
  standIn.repositories.set(full.fullName.toLowerCase(), full);
  return full;
}

/**
 * A pull request merged the old-fashioned way: `count` branch commits written around
 * `branchDate` (forked from the commit at `forkAt`), then a merge commit on top of the default
 * branch at `mergeDate`. The branch commits keep their old committer dates.
 */
export function mergeOldBranch(
  repository: StandInRepository,
  options: { count: number; branchDate: Date; mergeDate: Date; forkAt: number; name: string },
): StandInCommit[] {
  const forkPoint = repository.commits[options.forkAt]!;
  const branch = makeHistory(`${repository.fullName} ${options.name}`, options.count, {
    newest: options.branchDate,
    spacingMinutes: 15,
  });
  for (let i = 0; i < branch.length; i++) {
    branch[i]!.parents = [branch[i + 1]?.oid ?? forkPoint.oid];
  }
  const head = repository.commits[0]!;
  const merge: StandInCommit = {
    oid: sha(`${repository.fullName} merge ${options.name}`),
    message: `Merge pull request #77 from contrib/${options.name}\n\nAdd ${options.name}`,
    committedDate: options.mergeDate.toISOString(),
    authoredDate: options.mergeDate.toISOString(),
    author: { name: 'Hayden Adams', email: 'hayden@uniswap.org', login: 'haydenadams' },
    parents: [head.oid, branch[0]!.oid],
    files: [],
  };
  // History lists every ancestor newest first, branch commits at their (older) dates.
  repository.commits = [merge, ...repository.commits, ...branch].sort(
    (a, b) => Date.parse(b.committedDate) - Date.parse(a.committedDate),
  );
  return branch;
}
