// Reading the Atom and RSS documents as a feed reader would: checked well-formed by a real XML
// parser (fast-xml-parser's validator), then parsed, with the elements the specifications require
// checked on every feed a test reads (RFC 4287 for Atom, RSS 2.0), dates in their formats.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** RFC 3339 (Atom's date construct, RFC 4287 section 3.3). */
export const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 as RSS 2.0 writes it (four-digit years, as RFC 1123 and the RSS Board allow). */
export const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

export interface AtomLink {
  rel?: string;
  href: string;
  type?: string;
  title?: string;
}
export interface AtomCategory {
  term: string;
  scheme?: string;
  label?: string;
}
export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  summary?: string;
  content?: string;
  contentType?: string;
  links: AtomLink[];
  categories: AtomCategory[];
}
export interface AtomFeed {
  id: string;
  title: string;
  updated: string;
  authorName?: string;
  links: AtomLink[];
  entries: AtomEntry[];
}

const LISTS = new Set([
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.category',
  'rss.channel.atom:link',
  'rss.channel.item',
  'rss.channel.item.category',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, path) => LISTS.has(String(path)),
});

type Node = Record<string, unknown>;
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? String((value as Node)['#text'] ?? '')
    : String(value ?? '');
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

function wellFormed(xml: string): Node {
  const verdict = XMLValidator.validate(xml);
  expect(verdict, JSON.stringify(verdict)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  return parser.parse(xml) as Node;
}

const linksOf = (node: Node, key = 'link'): AtomLink[] =>
  list(node[key]).map((l) => ({
    href: String(l.href),
    ...(l.rel === undefined ? {} : { rel: String(l.rel) }),
    ...(l.type === undefined ? {} : { type: String(l.type) }),
    ...(l.title === undefined ? {} : { title: String(l.title) }),
  }));

/** An Atom document, held to RFC 4287's required elements. */
export function readAtom(xml: string): AtomFeed {
  const feed = wellFormed(xml).feed as Node | undefined;
  expect(feed, 'the root element is <feed>').toBeDefined();
  expect(feed!.xmlns).toBe('http://www.w3.org/2005/Atom');
  const author = feed!.author as Node | undefined;
  const result: AtomFeed = {
    id: text(feed!.id),
    title: text(feed!.title),
    updated: text(feed!.updated),
    authorName: author ? text(author.name) : undefined,
    links: linksOf(feed!),
    entries: list(feed!.entry).map((entry) => ({
      id: text(entry.id),
      title: text(entry.title),
      updated: text(entry.updated),
      summary: entry.summary === undefined ? undefined : text(entry.summary),
      content: entry.content === undefined ? undefined : text(entry.content),
      contentType: (entry.content as Node | undefined)?.type as string | undefined,
      links: linksOf(entry),
      categories: list(entry.category).map((c) => ({
        term: String(c.term),
        scheme: c.scheme as string | undefined,
        label: c.label as string | undefined,
      })),
    })),
  };
  // Section 4.1.1: id, title, updated; an author, or one in every entry; at most one alternate
  // link per type; section 4.1.2: each entry has id, title, updated, and a link or content.
  expect(result.id).toMatch(/^[a-z][a-z0-9+.-]*:/);
  expect(result.title).not.toBe('');
  expect(result.updated).toMatch(RFC_3339);
  expect(result.authorName).toBeTruthy();
  const alternates = result.links.filter((l) => (l.rel ?? 'alternate') === 'alternate');
  expect(new Set(alternates.map((l) => l.type)).size).toBe(alternates.length);
  for (const entry of result.entries) {
    expect(entry.id).toMatch(/^(urn:uuid:[0-9a-f-]{36}|tag:.+)$/);
    expect(entry.title).not.toBe('');
    expect(entry.updated).toMatch(RFC_3339);
    expect(entry.links.some((l) => (l.rel ?? 'alternate') === 'alternate')).toBe(true);
  }
  expect(new Set(result.entries.map((e) => e.id)).size).toBe(result.entries.length);
  return result;
}

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  guidIsPermaLink?: string;
  pubDate: string;
  description: string;
  categories: { term: string; domain?: string }[];
}
export interface RssChannel {
  title: string;
  link: string;
  description: string;
  lastBuildDate: string;
  selfLinks: AtomLink[];
  items: RssItem[];
}

/** An RSS 2.0 document, held to the specification's required channel and item elements. */
export function readRss(xml: string): RssChannel {
  const rss = wellFormed(xml).rss as Node | undefined;
  expect(rss, 'the root element is <rss>').toBeDefined();
  expect(rss!.version).toBe('2.0');
  expect(rss!['xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  const channel = rss!.channel as Node;
  const result: RssChannel = {
    title: text(channel.title),
    link: text(channel.link),
    description: text(channel.description),
    lastBuildDate: text(channel.lastBuildDate),
    selfLinks: linksOf(channel, 'atom:link').filter((l) => l.rel === 'self'),
    items: list(channel.item).map((item) => ({
      title: text(item.title),
      link: text(item.link),
      guid: text(item.guid),
      guidIsPermaLink: (item.guid as Node | undefined)?.isPermaLink as string | undefined,
      pubDate: text(item.pubDate),
      description: text(item.description),
      categories: list(item.category).map((c) => ({
        term: text(c),
        domain: c.domain as string | undefined,
      })),
    })),
  };
  expect(result.title).not.toBe('');
  expect(result.link).toMatch(/^https?:\/\//);
  expect(result.description).not.toBe('');
  expect(result.lastBuildDate).toMatch(RFC_822);
  expect(result.selfLinks).toHaveLength(1);
  for (const item of result.items) {
    // "All elements of an item are optional, however at least one of title or description".
    expect(item.title || item.description).toBeTruthy();
    expect(item.pubDate).toMatch(RFC_822);
  }
  return result;
}
