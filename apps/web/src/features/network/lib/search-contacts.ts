import type { Contact } from '@gitsignals/contracts';

/**
 * The text a contact is searched in (case-insensitive): names, handle, title, e-mail addresses,
 * and the link a published row gives.
 */
export function contactText(contact: Contact): string {
  return [
    contact.first_name,
    contact.last_name,
    `${contact.first_name} ${contact.last_name}`,
    contact.handle && `@${contact.handle}`,
    contact.title,
    contact.work_email,
    contact.personal_email,
    contact.source === 'published' ? contact.profile_url : null,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/** Contacts matching a search (substring, case-insensitive); all of them for a blank one. */
export function searchContacts(contacts: Contact[], query: string): Contact[] {
  const q = query.trim().toLowerCase();
  if (!q) return contacts;
  return contacts.filter((c) => contactText(c).includes(q));
}

/** Splits text into parts, marking those equal to the query (case-insensitive) for highlighting. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, at)) {
    if (i > at) parts.push({ text: text.slice(at, i), match: false });
    parts.push({ text: text.slice(i, i + q.length), match: true });
    at = i + q.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** A Twitter/X handle or URL as a profile address. */
export function twitterUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `https://x.com/${value.replace(/^@/, '')}`;
}

/** 0.4123 → '41.2%'; under 1% with one decimal too. */
export const sharePercent = (share: number) => `${(share * 100).toFixed(1)}%`;
