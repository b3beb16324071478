// Kubernetes-style OWNERS (YAML): `approvers:` and `reviewers:` lists of GitHub logins, at the
// top and under `filters:`. Emeritus lists are people who stepped down: not kept. A handle in
// both lists is one row, "Approver". An OWNERS file that is not this YAML (a plain list, or
// markdown) is read as a MAINTAINERS file.
import type { PublishedContact } from '@gitsignals/domain';
import { contactRow } from './contact-row';
import { maintainersContacts } from './maintainers';
import { isTable, stringsOf, tryParse, type YamlParser } from './parsers';
import { githubLogin } from './person-name';

const ROLES = [
  ['approvers', 'Approver'],
  ['reviewers', 'Reviewer'],
] as const;

function ownerLists(doc: Record<string, unknown>): Record<string, unknown>[] {
  const filters = isTable(doc.filters) ? Object.values(doc.filters).filter(isTable) : [];
  return [doc, ...filters];
}

export function ownersContacts(
  text: string,
  path: string,
  parseYaml: YamlParser,
): PublishedContact[] {
  const doc = tryParse(parseYaml, text);
  const roles = new Map<string, string>();
  if (isTable(doc)) {
    for (const [key, role] of ROLES) {
      for (const list of ownerLists(doc)) {
        for (const item of stringsOf(list[key])) {
          const handle = githubLogin(item);
          if (handle && !roles.has(handle)) roles.set(handle, role);
        }
      }
    }
  }
  if (roles.size === 0) return maintainersContacts(text, path);
  return [...roles].map(([handle, role]) => contactRow('maintainer', path, role, { handle }));
}
