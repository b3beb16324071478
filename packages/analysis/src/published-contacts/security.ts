// The security contact a project publishes: the address(es) and reporting page(s) of SECURITY.md,
// and the Contact: lines of security.txt (RFC 9116). A row is the project's "Security contact",
// never a person's: handle and name stay null. A SECURITY.md without an address gives a row only
// for a reporting URL it names (a GitHub advisory form, a bug-bounty programme page).
import type { PublishedContact } from '@gitsignals/domain';
import { contactRow } from './contact-row';
import { httpUrl } from './person-name';

export const SECURITY_TITLE = 'Security contact';

const EMAIL = /\b[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
const URLS = /https?:\/\/[^\s<>()[\]"'`|]+/g;
// Addresses and hosts no one reads: examples, no-reply senders, git remotes.
const NOT_A_CONTACT =
  /@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|users\.noreply\.github\.com)$|^(?:no-?reply|git)@/i;

// A role's address (security@, disclosure@, rust-bitcoin-security@, info@…), not a person's: a
// policy that lists maintainers' own addresses publishes people, and no person's address is kept.
const ROLE_WORDS = new Set(
  (
    'security secure sec disclosure disclose vuln vulns vulnerability vulnerabilities bug bugs ' +
    'bounty bugbounty report reports psirt cert csirt incident incidents abuse safety whitehat ' +
    'responsible contact info hello support team admin core maintainers dev devs hackerone audit audits'
  ).split(' '),
);

/** Whether an address is a role's (its local part holds a role word), not a person's. */
function isRoleAddress(address: string): boolean {
  if (NOT_A_CONTACT.test(address)) return false;
  const local = address.split('@')[0]!.toLowerCase();
  return local.split(/[._+-]+/).some((part) => ROLE_WORDS.has(part));
}

/** Pages where vulnerabilities are reported: GitHub's advisory form and bug-bounty platforms. */
const REPORTING_PAGE = [
  /^https:\/\/github\.com\/[^/]+\/[^/]+\/security\/advisories(?:\/new)?\/?$/i,
  /^https:\/\/github\.com\/[^/]+\/[^/]+\/security\/?$/i,
  /^https:\/\/(?:www\.)?immunefi\.com\/(?:bug-bounty|bounty)\/[\w-]+/i,
  /^https:\/\/(?:www\.)?hackerone\.com\/[\w-]+/i,
  /^https:\/\/(?:www\.)?bugcrowd\.com\/[\w-]+/i,
  /^https:\/\/(?:www\.)?hackenproof\.com\/[\w-]+/i,
  /^https:\/\/(?:www\.)?cantina\.xyz\/bounties\/[\w-]+/i,
  /^https:\/\/(?:www\.)?intigriti\.com\/programs\/[\w-]+/i,
  /^https:\/\/(?:www\.)?yeswehack\.com\/programs\/[\w-]+/i,
  /^https:\/\/audits\.sherlock\.xyz\/bug-bounties\/[\w-]+/i,
  // A project's own bounty page (https://bugbounty.example.io, https://example.io/bug-bounty).
  /^https:\/\/(?!github\.com)[^/]*\bbug-?bounty\b|^https:\/\/(?!github\.com)[^/]+\/(?:[^?#]*\/)?bug-?bount(?:y|ies)\b/i,
];

/** A link as written, without trailing punctuation, and a platform page without query or anchor. */
const trimUrl = (url: string) => url.replace(/[?#].*$/, '').replace(/[.,;:!?*_]+$/, '');

function securityRow(path: string, contact: { email?: string; url?: string }): PublishedContact {
  return contactRow('security', path, SECURITY_TITLE, contact);
}

function unique(rows: PublishedContact[]): PublishedContact[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = (r.email ?? r.url ?? '').toLowerCase().replace(/\/$/, '');
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

export function securityMdContacts(text: string, path: string): PublishedContact[] {
  const rows: PublishedContact[] = [];
  const withoutUrls = text.replace(URLS, ' ');
  for (const [address] of withoutUrls.matchAll(EMAIL)) {
    if (isRoleAddress(address)) rows.push(securityRow(path, { email: address.toLowerCase() }));
  }
  for (const [raw] of text.matchAll(URLS)) {
    const url = trimUrl(raw);
    if (REPORTING_PAGE.some((re) => re.test(url))) rows.push(securityRow(path, { url }));
  }
  return unique(rows);
}

/** security.txt: every Contact: line (mailto:, https:, a bare address); the signature is skipped. */
export function securityTxtContacts(text: string, path: string): PublishedContact[] {
  const rows: PublishedContact[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.startsWith('-----BEGIN PGP SIGNATURE')) break;
    const field = /^contact:\s*(\S+)/i.exec(raw.trim());
    if (!field) continue;
    const value = field[1]!;
    const mailto = /^mailto:(.+)$/i.exec(value);
    const email = mailto ? mailto[1]!.replace(/\?.*$/, '') : value;
    if (/^[^\s@:/]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email)) {
      if (isRoleAddress(email)) rows.push(securityRow(path, { email: email.toLowerCase() }));
    } else {
      const url = httpUrl(value);
      if (url?.startsWith('https://')) rows.push(securityRow(path, { url }));
    }
  }
  return unique(rows);
}
