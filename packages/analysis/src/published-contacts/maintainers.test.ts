import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { maintainersContacts } from './maintainers';
import { ownersContacts } from './owners-yaml';

// A governance-style MAINTAINERS.md: a table with name, handle, e-mail and affiliation columns,
// a list of reviewers, emeritus maintainers, and prose with a list that names no one.
const MAINTAINERS_MD = `# Maintainers

This file lists the maintainers of the Acme node. See [GOVERNANCE.md](GOVERNANCE.md).

## Core maintainers

| Name | GitHub | Email | Affiliation |
|------|--------|-------|-------------|
| Jane Doe | [@jdoe](https://github.com/jdoe) | jane@acme.example.org | Acme Labs |
| Rafael Ortega Ruiz | @rortega | rafael@example.net | Independent |
| acme-bot | @acme-bot | | Acme Labs |

## Reviewers

- Priya Raman (@praman)
- Tomás Weber <tomas@acme.example.org> (@tweber)
- [@kchen](https://github.com/kchen) - Kai Chen, Acme Labs

## Becoming a maintainer

- Review pull requests for three months
- Be nominated by an existing maintainer

## Emeritus maintainers

- Old Timer (@oldtimer)
`;

// A plain MAINTAINERS file without markdown.
const MAINTAINERS_PLAIN = `Jane Doe <jane@acme.example.org> (@jdoe)
Sam Lee <sam@acme.example.org>
@nohandlename
`;

// The Linux kernel's format.
const MAINTAINERS_KERNEL = `ACME ORACLE DRIVER
M:	Jane Doe <jane@acme.example.org>
M:	ops@acme.example.org
R:	Sam Lee <sam@acme.example.org>
L:	dev@lists.acme.example.org
S:	Maintained
F:	drivers/oracle/
`;

// Kubernetes-style OWNERS.
const OWNERS_YAML = `# See the OWNERS docs at https://go.k8s.io/owners

approvers:
  - jdoe
  - praman # release lead
reviewers:
  - praman
  - tweber
emeritus_approvers:
  - oldtimer
filters:
  ".*\\\\.sol$":
    approvers:
      - solidity-lead
`;

const people = (rows: ReturnType<typeof maintainersContacts>) =>
  rows.map((r) => [r.handle, r.name, r.firstName, r.lastName, r.title]);

describe('maintainersContacts', () => {
  it('reads a markdown table and lists, roles from headings, and skips emeritus and prose', () => {
    const rows = maintainersContacts(MAINTAINERS_MD, 'MAINTAINERS.md');
    expect(people(rows)).toEqual([
      ['jdoe', 'Jane Doe', 'Jane', 'Doe', 'Maintainer'],
      ['rortega', 'Rafael Ortega Ruiz', 'Rafael Ortega', 'Ruiz', 'Maintainer'],
      ['acme-bot', null, null, null, 'Maintainer'],
      ['praman', 'Priya Raman', 'Priya', 'Raman', 'Reviewer'],
      ['tweber', 'Tomás Weber', 'Tomás', 'Weber', 'Reviewer'],
      ['kchen', 'Kai Chen', 'Kai', 'Chen', 'Reviewer'],
    ]);
  });

  it('never keeps a person’s e-mail address', () => {
    const text = JSON.stringify(maintainersContacts(MAINTAINERS_MD, 'MAINTAINERS.md'));
    expect(text).not.toMatch(/@acme\.example\.org|@example\.net/);
    expect(text).not.toContain('oldtimer');
  });

  it('reads plain "Name <email> (@handle)" lines', () => {
    expect(people(maintainersContacts(MAINTAINERS_PLAIN, 'MAINTAINERS'))).toEqual([
      ['jdoe', 'Jane Doe', 'Jane', 'Doe', 'Maintainer'],
      [null, 'Sam Lee', 'Sam', 'Lee', 'Maintainer'],
      ['nohandlename', null, null, null, 'Maintainer'],
    ]);
  });

  it('reads the kernel\'s "M:" lines as maintainers, names only', () => {
    expect(people(maintainersContacts(MAINTAINERS_KERNEL, 'MAINTAINERS'))).toEqual([
      [null, 'Jane Doe', 'Jane', 'Doe', 'Maintainer'],
    ]);
  });
});

describe('ownersContacts', () => {
  it('reads approvers and reviewers (one row each, approver first), not emeritus', () => {
    const rows = ownersContacts(OWNERS_YAML, 'OWNERS', parseYaml);
    expect(rows.map((r) => [r.handle, r.title])).toEqual([
      ['jdoe', 'Approver'],
      ['praman', 'Approver'],
      ['solidity-lead', 'Approver'],
      ['tweber', 'Reviewer'],
    ]);
    expect(rows.every((r) => r.kind === 'maintainer' && r.name === null)).toBe(true);
  });

  it('reads an OWNERS file that is a plain list as a MAINTAINERS file', () => {
    const rows = ownersContacts('# owners\n@jdoe\njane@acme.example.org\n', 'OWNERS', parseYaml);
    expect(rows.map((r) => [r.handle, r.title])).toEqual([['jdoe', 'Maintainer']]);
  });
});
