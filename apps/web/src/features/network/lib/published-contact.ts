import type { Contact } from '@gitsignals/contracts';

/** The first seven characters of a commit, as GitHub shows it. */
export const shortSha = (sha: string) => sha.slice(0, 7);

/** "CODEOWNERS @ 1a2b3c4": the file a published row came from, at its commit. */
export function sourceLabel(contact: Contact): string {
  const path = contact.source_path ?? '';
  return contact.source_commit ? `${path} @ ${shortSha(contact.source_commit)}` : path;
}

/**
 * Where a published handle leads: a GitHub profile, or a team's page for "org/team". Funding
 * accounts are on their platform; their page is the row's link, not a GitHub profile.
 */
export function handleUrl(contact: Contact): string | null {
  if (!contact.handle || contact.kind === 'funding') return null;
  const [org, team] = contact.handle.split('/');
  return team
    ? `https://github.com/orgs/${encodeURIComponent(org!)}/teams/${encodeURIComponent(team)}`
    : `https://github.com/${encodeURIComponent(contact.handle)}`;
}

/** A link as a reader scans it: host and path, without the scheme and a trailing slash. */
export const linkText = (url: string) =>
  url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
