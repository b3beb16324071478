// Which files of a repository publish contacts, and which reader each gets. Only the places the
// code hosts read (root, .github/, docs/) count for CODEOWNERS, MAINTAINERS, OWNERS, SECURITY.md
// and FUNDING.yml; package manifests count anywhere outside vendored, test and example folders.
import type { PublishedContact } from '@gitsignals/domain';
import { codeownersContacts } from './codeowners';
import { fundingContacts } from './funding';
import { maintainersContacts } from './maintainers';
import { ownersContacts } from './owners-yaml';
import { cargoTomlContacts, packageJsonContacts, pyprojectContacts } from './package-authors';
import type { ContactFileParsers } from './parsers';
import { securityMdContacts, securityTxtContacts } from './security';

type Reader = (text: string, path: string, parsers: ContactFileParsers) => PublishedContact[];

const HOSTED_DIRS = new Set(['', '.github', 'docs', '.gitlab']);
// Someone else's manifests (vendored code, Foundry's lib/) or made-up ones (tests, examples).
const SKIPPED_DIRS =
  /(^|\/)(node_modules|vendor|testdata|fixtures?|third_party|tests?|examples?|lib)\//i;

/** [where it may be, its name, its reader], first match wins. */
const FILES: readonly [where: 'hosted' | 'anywhere', name: RegExp, read: Reader][] = [
  ['hosted', /^CODEOWNERS$/, (t, p) => codeownersContacts(t, p)],
  ['hosted', /^MAINTAINERS(\.md|\.txt)?$/i, (t, p) => maintainersContacts(t, p)],
  ['hosted', /^OWNERS$/, (t, p, { parseYaml }) => ownersContacts(t, p, parseYaml)],
  ['hosted', /^OWNERS\.md$/i, (t, p) => maintainersContacts(t, p)],
  ['hosted', /^SECURITY\.md$/i, (t, p) => securityMdContacts(t, p)],
  ['hosted', /^FUNDING\.ya?ml$/, (t, p, { parseYaml }) => fundingContacts(t, p, parseYaml)],
  ['anywhere', /^package\.json$/, (t, p) => packageJsonContacts(t, p)],
  ['anywhere', /^Cargo\.toml$/, (t, p, { parseToml }) => cargoTomlContacts(t, p, parseToml)],
  ['anywhere', /^pyproject\.toml$/, (t, p, { parseToml }) => pyprojectContacts(t, p, parseToml)],
];

function readerOf(path: string): Reader | null {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  const dir = parts.join('/');
  // security.txt lives in .well-known/ (at the root or under a site's public folder) or at the root.
  if (name === 'security.txt' && (dir === '' || parts.at(-1) === '.well-known')) {
    return SKIPPED_DIRS.test(`${dir}/`) ? null : (t, p) => securityTxtContacts(t, p);
  }
  for (const [where, re, read] of FILES) {
    if (!re.test(name)) continue;
    if (where === 'hosted' && !HOSTED_DIRS.has(dir)) continue;
    if (where === 'anywhere' && SKIPPED_DIRS.test(`${dir}/`)) continue;
    return read;
  }
  return null;
}

/** True for a file whose text publishedContactsOf reads. */
export function isContactFilePath(path: string): boolean {
  return readerOf(path) !== null;
}

/** The contacts one file publishes (none for a path isContactFilePath refuses). */
export function publishedContactsOf(
  path: string,
  text: string,
  parsers: ContactFileParsers,
): PublishedContact[] {
  const read = readerOf(path);
  return read ? read(text, path, parsers) : [];
}
