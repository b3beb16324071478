// The Atom 1.0 (RFC 4287) and RSS 2.0 documents of a feed (ADR 064), written by fast-xml-parser's
// builder, which escapes every `&`, `<`, `>` and quote in text and attributes. Characters XML 1.0
// cannot hold at all (a control character in a commit message) are replaced first, so a reader
// never meets a document it must refuse.
import type { SyndicationFormat } from '@gitsignals/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import type { SyndicationItem } from '../../use-cases/syndication/read-syndication-feed';
import { categoriesOf, commitsOf, entryHtml, itemPageUrl } from './syndication-entry';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface SyndicationMeta {
  title: string;
  /** What the feed is, for RSS's required channel description and Atom's subtitle. */
  description: string;
  /** The feed's own address: Atom's rel="self" (and a public feed's id). */
  selfUrl: string;
  /** A permanent IRI naming the feed (Atom's id). */
  id: string;
  /** The page of the site the feed mirrors. */
  pageUrl: string;
  publicUrl: string;
  /** The newest entry's write time (the time of the answer when there is none). */
  updated: Date;
}

/** Anything outside XML 1.0's Char production (controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

type XmlNode = { [key: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | string[];

/** Every string of the tree with the characters XML cannot hold replaced (U+FFFD). */
function xmlSafe<T extends XmlValue>(value: T): T {
  if (typeof value === 'string') return value.replace(NOT_XML_CHAR, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map((v) => xmlSafe(v)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, xmlSafe(v)])) as T;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
});

const DECLARATION = { '@version': '1.0', '@encoding': 'utf-8' };
const write = (root: XmlNode): string =>
  builder.build({ '?xml': DECLARATION, ...xmlSafe(root) }) as string;

/**
 * Atom 1.0: feed id, title, updated, author, self and alternate links; per entry its id
 * (urn:uuid), title, updated, page (alternate), each commit (related), summary, content and
 * categories.
 */
export function atomDocument(meta: SyndicationMeta, items: SyndicationItem[]): string {
  const entries = items.map((item) => ({
    id: `urn:uuid:${item.id}`,
    title: item.title,
    updated: item.updatedAt.toISOString(),
    link: [
      { '@rel': 'alternate', '@type': 'text/html', '@href': itemPageUrl(meta.publicUrl, item) },
      ...commitsOf(item).map((c) => ({
        '@rel': 'related',
        '@type': 'text/html',
        '@href': c.url,
        '@title': c.headline,
      })),
    ],
    summary: item.summary,
    content: { '@type': 'html', '#text': entryHtml(meta.publicUrl, item) },
    category: categoriesOf(meta.publicUrl, item).map((c) => ({
      '@term': c.term,
      '@scheme': c.scheme,
      '@label': c.label,
    })),
  }));
  return write({
    feed: {
      '@xmlns': ATOM_NS,
      id: meta.id,
      title: meta.title,
      subtitle: meta.description,
      updated: meta.updated.toISOString(),
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': meta.selfUrl },
        { '@rel': 'alternate', '@type': 'text/html', '@href': meta.pageUrl },
      ],
      author: { name: 'GitSignals', uri: meta.publicUrl },
      icon: `${meta.publicUrl}/favicon.svg`,
      entry: entries,
    },
  });
}

/**
 * RSS 2.0: channel title, link, description, lastBuildDate and atom:link rel="self"; per item
 * its title, page, guid (the item's id, not a permalink), pubDate (RFC 822), description (the
 * HTML body) and categories.
 */
export function rssDocument(meta: SyndicationMeta, items: SyndicationItem[]): string {
  const entries = items.map((item) => ({
    title: item.title,
    link: itemPageUrl(meta.publicUrl, item),
    guid: { '@isPermaLink': 'false', '#text': item.id },
    pubDate: item.updatedAt.toUTCString(),
    description: entryHtml(meta.publicUrl, item),
    category: categoriesOf(meta.publicUrl, item).map((c) => ({
      '@domain': c.scheme,
      '#text': c.term,
    })),
  }));
  return write({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': ATOM_NS,
      channel: {
        title: meta.title,
        link: meta.pageUrl,
        description: meta.description,
        language: 'en',
        lastBuildDate: meta.updated.toUTCString(),
        docs: 'https://www.rssboard.org/rss-specification',
        'atom:link': { '@rel': 'self', '@type': 'application/rss+xml', '@href': meta.selfUrl },
        item: entries,
      },
    },
  });
}

export const syndicationDocument = (
  format: SyndicationFormat,
  meta: SyndicationMeta,
  items: SyndicationItem[],
): string => (format === 'atom' ? atomDocument(meta, items) : rssDocument(meta, items));
