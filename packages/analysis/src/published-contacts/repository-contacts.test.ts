import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isContactFilePath, publishedContactsOf } from './contact-files';
import { repositoryPublishedContacts } from './repository-contacts';

const parsers = { parseToml, parseYaml };

describe('isContactFilePath', () => {
  it('takes contact files where the code host reads them, manifests anywhere but vendored code', () => {
    const yes = [
      'CODEOWNERS',
      '.github/CODEOWNERS',
      'docs/CODEOWNERS',
      'MAINTAINERS',
      'MAINTAINERS.md',
      '.github/MAINTAINERS.md',
      'OWNERS',
      'OWNERS.md',
      'SECURITY.md',
      '.github/SECURITY.md',
      'docs/security.md',
      '.well-known/security.txt',
      'app/public/.well-known/security.txt',
      'security.txt',
      '.github/FUNDING.yml',
      'FUNDING.yml',
      'package.json',
      'packages/sdk/package.json',
      'crates/node/Cargo.toml',
      'python/pyproject.toml',
    ];
    const no = [
      'src/CODEOWNERS',
      'contracts/SECURITY.md',
      'pkg/OWNERS',
      'docs/notes/security.txt',
      'node_modules/viem/package.json',
      'lib/openzeppelin-contracts/package.json',
      'test/fixtures/package.json',
      'examples/app/package.json',
      'README.md',
      'CONTRIBUTING.md',
    ];
    expect(yes.filter((p) => !isContactFilePath(p))).toEqual([]);
    expect(no.filter((p) => isContactFilePath(p))).toEqual([]);
    expect(publishedContactsOf('README.md', '@jdoe security@acme.example.org', parsers)).toEqual(
      [],
    );
  });
});

describe('repositoryPublishedContacts', () => {
  const files = [
    { path: 'packages/sdk/package.json', text: '{"author": "Acme Labs <eng@acme.example.org>"}' },
    { path: 'CODEOWNERS', text: '* @old-owner\n' },
    { path: '.github/CODEOWNERS', text: '* @acme/core\n/contracts/ @jdoe\n' },
    { path: 'package.json', text: '{"author": {"name": "Acme Labs"}}' },
    { path: 'packages/ui/package.json', text: '{"author": "Acme Labs"}' },
    { path: 'packages/cli/package.json', text: '{"author": "Acme Labs"}' },
    { path: 'SECURITY.md', text: 'Write to security@acme.example.io.' },
    { path: '.well-known/security.txt', text: 'Contact: mailto:security@acme.example.io\n' },
  ];

  it('reads only the CODEOWNERS GitHub uses, one row per package author, each address once', () => {
    const rows = repositoryPublishedContacts(files, parsers);
    expect(rows.map((r) => [r.kind, r.handle ?? r.name ?? r.email, r.title, r.path])).toEqual([
      ['security', 'security@acme.example.io', 'Security contact', 'SECURITY.md'],
      [
        'package-author',
        'Acme Labs',
        'Package author (package.json, packages/cli/package.json +2 more)',
        'package.json',
      ],
      ['code-owner', 'acme/core', 'Code owner: everything', '.github/CODEOWNERS'],
      ['code-owner', 'jdoe', 'Code owner: /contracts/', '.github/CODEOWNERS'],
    ]);
  });

  it('is the same whatever order the files come in', () => {
    expect(repositoryPublishedContacts([...files].reverse(), parsers)).toEqual(
      repositoryPublishedContacts(files, parsers),
    );
  });
});
