import { SYNDICATION_PATHS } from '@gitsignals/contracts/constants';

/**
 * The project's own Atom and RSS feeds for feed readers and browser extensions (ADR 064), next to
 * the daily feed the app shell advertises; React 19 hoists these <link>s into <head> and removes
 * them when the page goes.
 */
export function ProjectFeedLinks({ slug, name }: { slug: string; name: string }) {
  const query = `?projects=${encodeURIComponent(slug)}`;
  const title = `${name} on GitSignals`;
  return (
    <>
      <link
        rel="alternate"
        type="application/atom+xml"
        title={title}
        href={`${SYNDICATION_PATHS.atom}${query}`}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={title}
        href={`${SYNDICATION_PATHS.rss}${query}`}
      />
    </>
  );
}
