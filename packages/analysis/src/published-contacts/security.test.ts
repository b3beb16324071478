import { describe, expect, it } from 'vitest';
import { securityMdContacts, securityTxtContacts } from './security';

// A clear-signed RFC 9116 file as projects publish it: several Contact lines, comments, Expires,
// Encryption, Policy, Canonical, then the PGP signature.
const SECURITY_TXT = `-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA512

# Security contact for the Acme protocol and its web app.
Contact: mailto:security@acme.example.io
Contact: https://immunefi.com/bug-bounty/acme/information/
contact: https://acme.example.io/.well-known/report
Contact: tel:+1-201-555-0123
Expires: 2027-06-30T23:00:00.000Z
Encryption: https://acme.example.io/.well-known/pgp-key.asc
Preferred-Languages: en, de
Canonical: https://acme.example.io/.well-known/security.txt
Policy: https://github.com/acme/protocol/security/policy
-----BEGIN PGP SIGNATURE-----

iQIzBAEBCgAdFiEEexampleexampleexampleexampleexampleAAoJEexample
Contact: mailto:not-a-real-line@acme.example.io
=abcd
-----END PGP SIGNATURE-----
`;

// A SECURITY.md with an address and a bounty link, written the usual way.
const SECURITY_MD_WITH_ADDRESS = `# Security Policy

## Supported Versions

| Version | Supported          |
| ------- | ------------------ |
| 2.x     | :white_check_mark: |
| 1.x     | :x:                |

## Reporting a Vulnerability

Please **do not** open a public issue. E-mail us at [security@acme.example.io](mailto:security@acme.example.io)
or submit through our bug bounty: https://immunefi.com/bug-bounty/acme/.
For urgent issues you may also write to our lead developers, jane.doe@acme.example.io or
sam@acme.example.io (PGP keys below), or file at https://hackerone.com/acme?type=team and
https://hackerone.com/acme.
Audit reports are in https://github.com/acme/audits and our docs at https://docs.acme.example.io/security.
We answer within 48 hours. Encrypt with the key at https://acme.example.io/pgp.txt.
`;

// GitHub's template, unedited: no address and no reporting link.
const SECURITY_MD_TEMPLATE = `# Security Policy

## Supported Versions

Use this section to tell people about which versions of your project are
currently being supported with security updates.

## Reporting a Vulnerability

Use this section to tell people how to report a vulnerability.

Tell them where to go, how often they can expect to get an update on a
reported vulnerability, what to expect if the vulnerability is accepted or
declined, etc.
`;

// No address either, but it names GitHub's private reporting form.
const SECURITY_MD_ADVISORY = `# Reporting security issues

Report vulnerabilities privately through
[GitHub Security Advisories](https://github.com/acme/protocol/security/advisories/new).
Please do not contact maintainers at their personal addresses.
`;

describe('securityTxtContacts', () => {
  const rows = securityTxtContacts(SECURITY_TXT, '.well-known/security.txt');

  it('takes every mailto and https Contact line, not the signed block or a phone', () => {
    expect(rows.map((r) => r.email ?? r.url)).toEqual([
      'security@acme.example.io',
      'https://immunefi.com/bug-bounty/acme/information/',
      'https://acme.example.io/.well-known/report',
    ]);
  });

  it("is the project's security contact, never a person", () => {
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'security',
        title: 'Security contact',
        handle: null,
        name: null,
        firstName: null,
        lastName: null,
        path: '.well-known/security.txt',
      });
    }
  });
});

describe('securityMdContacts', () => {
  it("takes the project's address once and its bounty pages, not people, audits or docs", () => {
    const rows = securityMdContacts(SECURITY_MD_WITH_ADDRESS, 'SECURITY.md');
    expect(rows.map((r) => [r.email, r.url])).toEqual([
      ['security@acme.example.io', null],
      [null, 'https://immunefi.com/bug-bounty/acme/'],
      [null, 'https://hackerone.com/acme'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/jane\.doe@|sam@/);
    expect(rows.every((r) => r.title === 'Security contact' && r.name === null)).toBe(true);
  });

  it('gives nothing for a policy without an address or a reporting link', () => {
    expect(securityMdContacts(SECURITY_MD_TEMPLATE, 'SECURITY.md')).toEqual([]);
  });

  it('gives the advisory form when that is the only way to report', () => {
    expect(securityMdContacts(SECURITY_MD_ADVISORY, '.github/SECURITY.md')).toEqual([
      expect.objectContaining({
        kind: 'security',
        url: 'https://github.com/acme/protocol/security/advisories/new',
        email: null,
        path: '.github/SECURITY.md',
      }),
    ]);
  });
});
