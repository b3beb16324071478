// The body of a Discord webhook: a short `content` line and one embed per item, coloured by
// priority. Discord refuses a message over its limits (10 embeds; a title of 256 characters, a
// description of 4,096, a field of 1,024; 6,000 characters over all embeds), so each is clipped
// here; mentions are switched off so a commit message cannot ping @everyone.
import type { AlertItem, AlertMessage } from './channel';
import { clip, commitLabel, messageHeadline, PRIORITY_LABELS, signalsLine } from './alert-text';

export const DISCORD_MAX_EMBEDS = 10;
const EMBED_TOTAL = 6000;
const MAX_COMMIT_LINKS = 5;

/** The web app's priority colours: red, amber, slate. */
export const PRIORITY_COLORS = { high: 0xdc2626, medium: 0xf59e0b, low: 0x64748b } as const;

/** Markdown link text must not close the link early. */
const linkLabel = (text: string) => text.replace(/[[\]]/g, '');

function commitLinks(item: AlertItem): string {
  const shown = item.commitUrls.slice(0, MAX_COMMIT_LINKS);
  const links = shown.map((url, i) => `[${commitLabel(i, shown.length)}](${url})`);
  const more = item.commitUrls.length - shown.length;
  return [...links, ...(more > 0 ? [`+${more} more`] : [])].join(' · ');
}

type Embed = ReturnType<typeof embed>;

function embed(item: AlertItem, descriptionLength: number) {
  const commits = commitLinks(item);
  return {
    title: clip(item.title, 256),
    url: item.url,
    // Discord refuses an empty description: none then.
    description: clip(item.summary, descriptionLength) || undefined,
    color: PRIORITY_COLORS[item.priority],
    fields: [
      { name: 'Signals', value: clip(signalsLine(item), 1024), inline: true },
      { name: 'Priority', value: PRIORITY_LABELS[item.priority], inline: true },
      { name: 'Project', value: clip(item.project.name, 1024), inline: true },
      ...(commits ? [{ name: 'Commits', value: clip(commits, 1024), inline: false }] : []),
    ],
  };
}

/** Characters Discord counts towards the 6,000 of a message (titles, descriptions, fields). */
export const embedCharacters = (embeds: Embed[]): number =>
  embeds.reduce(
    (sum, e) =>
      sum +
      e.title.length +
      (e.description?.length ?? 0) +
      e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0),
    0,
  );

/**
 * The items' embeds within the 6,000 characters: the descriptions share what titles and fields
 * leave; when even that is too little, the last items are left out (and counted in `content`).
 */
function fittedEmbeds(items: AlertItem[]): Embed[] {
  for (let count = items.length; count > 0; count -= 1) {
    const kept = items.slice(0, count);
    const fixed = embedCharacters(kept.map((item) => embed(item, 0)));
    const share = Math.min(4096, Math.floor((EMBED_TOTAL - fixed) / count));
    if (share >= 0) return kept.map((item) => embed(item, share));
  }
  return [];
}

export function discordMessage(message: AlertMessage): string {
  const embeds = fittedEmbeds(message.items.slice(0, DISCORD_MAX_EMBEDS));
  const more = message.items.length - embeds.length;
  const content = [
    `**${linkLabel(message.rule.name)}**: ${messageHeadline(message)}`,
    ...(more > 0 ? [`${more} more not shown here: ${message.manageUrl}`] : []),
  ].join('\n');
  return JSON.stringify({
    content: clip(content, 2000),
    embeds,
    allowed_mentions: { parse: [] },
  });
}
