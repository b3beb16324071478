// FUNDING.yml (GitHub's sponsor button): each account on each platform, with the page it opens,
// and each custom link. Kind 'funding', titled by platform ("Funding: GitHub Sponsors").
import type { PublishedContact } from '@gitsignals/domain';
import { contactRow } from './contact-row';
import { isTable, stringsOf, tryParse, type YamlParser } from './parsers';
import { httpUrl } from './person-name';

/** Platform key → what the button calls it and the page of an account there. */
const PLATFORMS: Record<string, { label: string; page: (account: string) => string }> = {
  github: { label: 'GitHub Sponsors', page: (a) => `https://github.com/sponsors/${a}` },
  open_collective: { label: 'Open Collective', page: (a) => `https://opencollective.com/${a}` },
  patreon: { label: 'Patreon', page: (a) => `https://www.patreon.com/${a}` },
  ko_fi: { label: 'Ko-fi', page: (a) => `https://ko-fi.com/${a}` },
  liberapay: { label: 'Liberapay', page: (a) => `https://liberapay.com/${a}` },
  tidelift: { label: 'Tidelift', page: (a) => `https://tidelift.com/funding/github/${a}` },
  issuehunt: { label: 'IssueHunt', page: (a) => `https://issuehunt.io/r/${a}` },
  polar: { label: 'Polar', page: (a) => `https://polar.sh/${a}` },
  buy_me_a_coffee: { label: 'Buy Me a Coffee', page: (a) => `https://www.buymeacoffee.com/${a}` },
  thanks_dev: { label: 'thanks.dev', page: (a) => `https://thanks.dev/${a}` },
  lfx_crowdfunding: {
    label: 'LFX Crowdfunding',
    page: (a) => `https://crowdfunding.lfx.linuxfoundation.org/projects/${a}`,
  },
  community_bridge: {
    label: 'Community Bridge',
    page: (a) => `https://funding.communitybridge.org/projects/${a}`,
  },
};

const ACCOUNT = /^[\w.-]+(?:\/[\w.@-]+)*$/;

/** A custom link as GitHub reads it: a URL, or a host and path without the scheme. */
function customUrl(value: string): string | null {
  const trimmed = value.trim();
  if (/^[a-z][\w+.-]*:/i.test(trimmed)) return httpUrl(trimmed);
  return httpUrl(`https://${trimmed}`);
}

export function fundingContacts(
  text: string,
  path: string,
  parseYaml: YamlParser,
): PublishedContact[] {
  const doc = tryParse(parseYaml, text);
  if (!isTable(doc)) return [];
  const rows: PublishedContact[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'custom') {
      for (const link of stringsOf(value)) {
        const url = customUrl(link);
        if (url) rows.push(contactRow('funding', path, 'Funding: custom link', { url }));
      }
      continue;
    }
    const platform = PLATFORMS[key];
    if (!platform) continue;
    for (const account of stringsOf(value).map((a) => a.trim().replace(/^@/, ''))) {
      if (!ACCOUNT.test(account)) continue;
      rows.push(
        contactRow('funding', path, `Funding: ${platform.label}`, {
          handle: account,
          url: platform.page(account),
        }),
      );
    }
  }
  return rows;
}
