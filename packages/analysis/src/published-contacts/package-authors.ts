// The people and organisations a package manifest names: package.json `author` and
// `maintainers` (not `contributors`), Cargo.toml `authors` ([package], [workspace.package]),
// pyproject.toml `authors` / `maintainers` ([project]) and Poetry's `authors`. A person is a
// "Name <email> (url)" string or a {name, email, url} object; the e-mail is dropped, and an
// entry with only an address gives nothing.
import type { PublishedContact } from '@gitsignals/domain';
import type { TomlParser } from '../manifests/types';
import { contactRow } from './contact-row';
import { isTable, stringsOf, tryParse, type Table } from './parsers';
import { httpUrl, loginOfGithubUrl, parsePersonString, personName } from './person-name';

type Role = 'author' | 'maintainer';

function personOf(value: unknown): { name: string | null; url: string | null } | null {
  if (typeof value === 'string') return parsePersonString(value);
  if (!isTable(value)) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  // A name field may itself be written "Name (url)".
  const named = parsePersonString(text(value.name) ?? '');
  return { name: named.name, url: text(value.url) ?? text(value.homepage) ?? named.url };
}

function rowsOf(list: unknown, role: Role, path: string): PublishedContact[] {
  const items = Array.isArray(list) ? list : list === undefined ? [] : [list];
  const title = `Package ${role} (${path})`;
  return items.flatMap((item) => {
    const person = personOf(item);
    if (!person?.name) return [];
    const url = httpUrl(person.url);
    return [
      contactRow('package-author', path, title, {
        ...personName(person.name),
        handle: loginOfGithubUrl(url),
        url,
      }),
    ];
  });
}

export function packageJsonContacts(text: string, path: string): PublishedContact[] {
  const manifest = tryParse(JSON.parse, text);
  if (!isTable(manifest)) return [];
  return [
    ...rowsOf(manifest.author, 'author', path),
    ...rowsOf(manifest.maintainers, 'maintainer', path),
  ];
}

const peopleIn = (table: unknown, key: string): unknown =>
  isTable(table) && Array.isArray(table[key]) ? table[key] : undefined;

export function cargoTomlContacts(
  text: string,
  path: string,
  parseToml: TomlParser,
): PublishedContact[] {
  const manifest = tryParse(parseToml, text);
  if (!isTable(manifest)) return [];
  const workspace = isTable(manifest.workspace) ? manifest.workspace.package : undefined;
  // `authors.workspace = true` is a table, not a list: the workspace's authors, read there.
  const authors = stringsOf(
    peopleIn(manifest.package, 'authors') ?? peopleIn(workspace, 'authors'),
  );
  return rowsOf(authors, 'author', path);
}

export function pyprojectContacts(
  text: string,
  path: string,
  parseToml: TomlParser,
): PublishedContact[] {
  const manifest = tryParse(parseToml, text);
  if (!isTable(manifest)) return [];
  const project: Table | undefined = isTable(manifest.project) ? manifest.project : undefined;
  const poetry = isTable(manifest.tool) ? manifest.tool.poetry : undefined;
  return [
    ...rowsOf(peopleIn(project, 'authors') ?? peopleIn(poetry, 'authors'), 'author', path),
    ...rowsOf(
      peopleIn(project, 'maintainers') ?? peopleIn(poetry, 'maintainers'),
      'maintainer',
      path,
    ),
  ];
}
