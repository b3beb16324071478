import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { cargoTomlContacts, packageJsonContacts, pyprojectContacts } from './package-authors';

const who = (rows: ReturnType<typeof packageJsonContacts>) =>
  rows.map((r) => [r.name, r.firstName, r.lastName, r.handle, r.url, r.title]);

describe('packageJsonContacts', () => {
  it('reads an author string "Name <email> (url)" and drops the e-mail', () => {
    const text = JSON.stringify({
      name: '@acme/sdk',
      version: '3.1.0',
      author: 'Jane Doe <jane@acme.example.org> (https://github.com/jdoe)',
      contributors: ['Sam Lee <sam@acme.example.org>'],
      dependencies: { viem: '^2.0.0' },
    });
    const rows = packageJsonContacts(text, 'packages/sdk/package.json');
    expect(who(rows)).toEqual([
      [
        'Jane Doe',
        'Jane',
        'Doe',
        'jdoe',
        'https://github.com/jdoe',
        'Package author (packages/sdk/package.json)',
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('@acme.example.org');
  });

  it('reads author and maintainers objects; an organisation keeps its name whole', () => {
    const text = JSON.stringify({
      author: {
        name: 'Acme Labs',
        email: 'hello@acme.example.org',
        url: 'https://acme.example.org',
      },
      maintainers: [{ name: 'Priya Raman', email: 'priya@acme.example.org' }, { email: 'x@y.org' }],
    });
    expect(who(packageJsonContacts(text, 'package.json'))).toEqual([
      ['Acme Labs', null, null, null, 'https://acme.example.org', 'Package author (package.json)'],
      ['Priya Raman', 'Priya', 'Raman', null, null, 'Package maintainer (package.json)'],
    ]);
  });

  it('gives nothing for an address alone, a one-word handle-like name is kept whole', () => {
    expect(packageJsonContacts('{"author": "dev@acme.example.org"}', 'package.json')).toEqual([]);
    expect(who(packageJsonContacts('{"author": "jdoe"}', 'package.json'))).toEqual([
      ['jdoe', null, null, null, null, 'Package author (package.json)'],
    ]);
    expect(packageJsonContacts('{"author": ', 'package.json')).toEqual([]);
  });
});

describe('cargoTomlContacts', () => {
  it('reads [package] authors and the workspace’s', () => {
    const crate = `[package]
name = "acme-node"
version = "0.4.2"
edition = "2021"
authors = ["Jane Doe <jane@acme.example.org>", "The Acme Developers"]

[dependencies]
alloy = "1.0"
`;
    expect(who(cargoTomlContacts(crate, 'crates/node/Cargo.toml', parseToml))).toEqual([
      ['Jane Doe', 'Jane', 'Doe', null, null, 'Package author (crates/node/Cargo.toml)'],
      ['The Acme Developers', null, null, null, null, 'Package author (crates/node/Cargo.toml)'],
    ]);
    const workspace = `[workspace]
members = ["crates/*"]

[workspace.package]
authors = ["Acme Labs <eng@acme.example.org>"]
`;
    expect(who(cargoTomlContacts(workspace, 'Cargo.toml', parseToml))).toEqual([
      ['Acme Labs', null, null, null, null, 'Package author (Cargo.toml)'],
    ]);
    // A member inheriting the workspace's authors names no one itself.
    expect(
      cargoTomlContacts(
        '[package]\nname = "x"\nauthors.workspace = true\n',
        'x/Cargo.toml',
        parseToml,
      ),
    ).toEqual([]);
  });
});

describe('pyprojectContacts', () => {
  it('reads PEP 621 authors and maintainers tables, and Poetry strings', () => {
    const pep621 = `[project]
name = "acme-py"
authors = [
  { name = "Jane Doe", email = "jane@acme.example.org" },
  { email = "bot@acme.example.org" },
]
maintainers = [{ name = "Acme Foundation" }]
`;
    expect(who(pyprojectContacts(pep621, 'python/pyproject.toml', parseToml))).toEqual([
      ['Jane Doe', 'Jane', 'Doe', null, null, 'Package author (python/pyproject.toml)'],
      ['Acme Foundation', null, null, null, null, 'Package maintainer (python/pyproject.toml)'],
    ]);
    const poetry = '[tool.poetry]\nname = "x"\nauthors = ["Sam Lee <sam@acme.example.org>"]\n';
    expect(who(pyprojectContacts(poetry, 'pyproject.toml', parseToml))).toEqual([
      ['Sam Lee', 'Sam', 'Lee', null, null, 'Package author (pyproject.toml)'],
    ]);
  });
});
