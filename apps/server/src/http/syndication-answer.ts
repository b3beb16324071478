// How an Atom/RSS feed is answered (ADR 064): validators made from what the feed lists (each
// entry's id and write time, the filters, the format), a 304 when the reader holds them
// (If-None-Match, else If-Modified-Since) before any item is read, and the document otherwise.
import { createHash } from 'node:crypto';
import {
  PERSONAL_SYNDICATION_PREFIX,
  SYNDICATION_PATHS,
  SYNDICATION_TITLE,
  type SyndicationFormat,
  type SyndicationQuery,
} from '@gitsignals/contracts';
import type { FeedEntryVersion } from '@gitsignals/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSyndicationFeed } from '../use-cases/syndication/read-syndication-feed';
import { personalFeedPath } from './presenters/feed-urls';
import { syndicationDocument, type SyndicationMeta } from './presenters/syndication-document';

/** Changes when the documents are written differently, so readers fetch them again. */
const DOCUMENT_VERSION = '1';

const CONTENT_TYPES: Record<SyndicationFormat, string> = {
  atom: 'application/atom+xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

/**
 * Feed readers poll every few minutes to hours: a reader (or a shared cache, for the public feeds)
 * may keep an answer five minutes; the personal feed's URL is a secret, so only the reader keeps it.
 */
export const SYNDICATION_CACHE_CONTROL = {
  public: 'public, max-age=300',
  personal: 'private, max-age=300',
} as const;

const DESCRIPTION =
  'Plain-English signals from the public git activity of Web3 projects, newest first.';

/** The query's lists in a fixed order, each sorted and without repeats: one spelling per feed. */
function canonicalQuery(query: SyndicationQuery): [string, string[]][] {
  const keys = ['categories', 'networks', 'projects', 'signals', 'priority'] as const;
  return keys.flatMap((key) => {
    const values = [...new Set(query[key] ?? [])].sort();
    return values.length ? [[key, values] as [string, string[]]] : [];
  });
}

const queryString = (lists: [string, string[]][]) =>
  lists.length
    ? `?${lists.map(([key, values]) => `${key}=${values.map(encodeURIComponent).join(',')}`).join('&')}`
    : '';

/** Weak: the same for every encoding of the same document. */
function etagOf(parts: string[], entries: FeedEntryVersion[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(`${part}\n`);
  for (const entry of entries) hash.update(`${entry.id} ${entry.updatedAt.getTime()}\n`);
  return `W/"${hash.digest('base64url')}"`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** HTTP dates hold whole seconds. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function newestOf(entries: FeedEntryVersion[]): Date | undefined {
  let newest: Date | undefined;
  for (const { updatedAt } of entries) if (!newest || updatedAt > newest) newest = updatedAt;
  return newest;
}

/** Whether the reader holds this feed: If-None-Match decides when sent (RFC 9110 13.2.2). */
function readerHolds(
  request: FastifyRequest,
  { etag, lastModified }: { etag: string; lastModified: Date | undefined },
): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return (
    lastModified !== undefined && !Number.isNaN(since) && wholeSeconds(lastModified) * 1000 <= since
  );
}

/** What the document says of itself: its title (naming the filters), id, links and time. */
function metaOf(
  deps: { publicUrl: string; now: () => Date },
  feed: {
    token?: string | undefined;
    lists: [string, string[]][];
    selfUrl: string;
    updated?: Date | undefined;
  },
): SyndicationMeta {
  const { publicUrl } = deps;
  const { token, lists, selfUrl } = feed;
  const filtered = lists.map(([, values]) => values.join(', ')).join(' · ');
  const base = token === undefined ? SYNDICATION_TITLE : 'GitSignals: your projects';
  const [first] = lists;
  const soleProject =
    lists.length === 1 && first?.[0] === 'projects' && first[1].length === 1
      ? first[1][0]
      : undefined;
  return {
    title: filtered ? `${base} · ${filtered}` : base,
    description: DESCRIPTION,
    selfUrl,
    // A personal feed's address holds its secret: its id names the feed without it.
    id:
      token === undefined ? selfUrl : `${publicUrl}${PERSONAL_SYNDICATION_PREFIX}#${digest(token)}`,
    // A single project's feed mirrors that project's page; any other, the feed page.
    pageUrl: soleProject
      ? `${publicUrl}/project/${encodeURIComponent(soleProject)}`
      : `${publicUrl}/signals`,
    publicUrl,
    updated: feed.updated ?? deps.now(),
  };
}

export interface SyndicationRequest {
  format: SyndicationFormat;
  query: SyndicationQuery;
  /** A personal feed's token; none: the public feed. */
  token?: string | undefined;
}

export async function sendSyndicationFeed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  feed: SyndicationRequest,
): Promise<FastifyReply> {
  const { format, query, token } = feed;
  const { publicUrl } = app.deps;
  const lists = canonicalQuery(query);
  const path = token === undefined ? SYNDICATION_PATHS[format] : personalFeedPath(token, format);
  const selfUrl = `${publicUrl}${path}${queryString(lists)}`;
  const validatorParts = [DOCUMENT_VERSION, format, publicUrl, token ?? '', JSON.stringify(lists)];
  const validatorsOf = (listed: FeedEntryVersion[]) => ({
    etag: etagOf(validatorParts, listed),
    lastModified: newestOf(listed),
  });
  const { entries, items } = await readSyndicationFeed(app.deps, {
    query,
    token,
    held: (listed) => readerHolds(request, validatorsOf(listed)),
  });
  const { etag, lastModified } = validatorsOf(entries);
  reply
    .header('Cache-Control', SYNDICATION_CACHE_CONTROL[token === undefined ? 'public' : 'personal'])
    .header('ETag', etag);
  if (lastModified) reply.header('Last-Modified', lastModified.toUTCString());
  if (items === null) return reply.code(304).send();

  const meta = metaOf(app.deps, { token, lists, selfUrl, updated: lastModified });
  return reply.type(CONTENT_TYPES[format]).send(syndicationDocument(format, meta, items));
}
