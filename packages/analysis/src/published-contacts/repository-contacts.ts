// A repository's published contacts from all its contact files: only the CODEOWNERS file the
// code host uses, one row per package author however many manifests name them, and identical
// rows once. Deterministic whatever order the files come in.
import type { PublishedContact } from '@gitsignals/domain';
import { publishedContactsOf } from './contact-files';
import { shortList } from './contact-row';
import type { ContactFileParsers } from './parsers';

/** Bounds one repository's rows (a CODEOWNERS of a huge monorepo names hundreds of teams). */
export const MAX_PUBLISHED_CONTACTS = 300;

// GitHub reads the first of these; GitLab's own place comes last.
const CODEOWNERS_ORDER = [
  '.github/CODEOWNERS',
  'CODEOWNERS',
  'docs/CODEOWNERS',
  '.gitlab/CODEOWNERS',
];

/** Root files first, then by path. */
const byPlace = (a: string, b: string) =>
  a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0);

/** Who a package row names: the name as written (a homepage may differ between manifests). */
const packagePerson = (c: PublishedContact) => {
  const role = c.title.startsWith('Package maintainer') ? 'maintainer' : 'author';
  return { role, key: `${role}|${(c.name ?? c.handle ?? '').toLowerCase()}` };
};

/** Package authors named by several manifests: one row, its title listing the manifests. */
function mergePackageAuthors(rows: PublishedContact[]): PublishedContact[] {
  const groups = new Map<string, PublishedContact[]>();
  const out: PublishedContact[] = [];
  for (const row of rows) {
    if (row.kind !== 'package-author') {
      out.push(row);
      continue;
    }
    const { key } = packagePerson(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else {
      groups.set(key, [row]);
      out.push(row);
    }
  }
  return out.map((row) => {
    if (row.kind !== 'package-author') return row;
    const { role, key } = packagePerson(row);
    const paths = [...new Set(groups.get(key)!.map((r) => r.path))];
    return { ...row, title: `Package ${role} (${shortList(paths)})` };
  });
}

function unique(rows: PublishedContact[]): PublishedContact[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = [r.kind, r.handle, r.name, r.email, r.url, r.title].join('\u0000').toLowerCase();
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

export function repositoryPublishedContacts(
  files: readonly { path: string; text: string }[],
  parsers: ContactFileParsers,
): PublishedContact[] {
  const sorted = [...files].sort((a, b) => byPlace(a.path, b.path));
  const codeowners = CODEOWNERS_ORDER.find((p) => sorted.some((f) => f.path === p));
  const rows = sorted
    .filter((f) => !CODEOWNERS_ORDER.includes(f.path) || f.path === codeowners)
    .flatMap((f) => publishedContactsOf(f.path, f.text, parsers));
  return unique(mergePackageAuthors(rows)).slice(0, MAX_PUBLISHED_CONTACTS);
}
