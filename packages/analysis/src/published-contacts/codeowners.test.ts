import { describe, expect, it } from 'vitest';
import { codeownersContacts } from './codeowners';

// Modelled on the CODEOWNERS of a Solidity monorepo: a default owner, globs, teams, an e-mail
// owner, comments (whole-line and trailing), an escaped "#", a pattern with no owner and a
// GitLab-style section header.
const CODEOWNERS = `# Lines starting with '#' are comments.
# Each line is a file pattern followed by one or more owners.

# Default owners for everything in the repo
*                                   @acme-protocol/core

/contracts/                         @jdoe @acme-protocol/solidity
contracts/oracles/**/*.sol          @msmith   # oracle adapters
*.sol                               @jdoe
/script/                            @jdoe
/deployments/*.json                 @jdoe ops@acme.example.org
/audits/                            @jdoe
/docs/\\#notes/                      @writer-bot
/generated/

[Frontend]
/app/                               @ui-dev
`;

describe('codeownersContacts', () => {
  const rows = codeownersContacts(CODEOWNERS, '.github/CODEOWNERS');

  it('gives one row per handle and team, titled with the paths it owns as written', () => {
    expect(rows.map((r) => [r.handle, r.title])).toEqual([
      ['acme-protocol/core', 'Code owner: everything'],
      ['jdoe', 'Code owner: /contracts/, *.sol +3 more'],
      ['acme-protocol/solidity', 'Code owner: /contracts/'],
      ['msmith', 'Code owner: contracts/oracles/**/*.sol'],
      ['writer-bot', 'Code owner: /docs/#notes/'],
      ['ui-dev', 'Code owner: /app/'],
    ]);
  });

  it('keeps no e-mail owner and no name, and points at the file', () => {
    expect(rows.every((r) => r.email === null && r.name === null && r.firstName === null)).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toContain('ops@acme');
    expect(new Set(rows.map((r) => [r.kind, r.path].join(' ')))).toEqual(
      new Set(['code-owner .github/CODEOWNERS']),
    );
  });

  it('gives nothing for a file of comments, or of e-mail owners only', () => {
    expect(codeownersContacts('# no owners yet\n\n', 'CODEOWNERS')).toEqual([]);
    expect(codeownersContacts('* lead@acme.example.org\n', 'CODEOWNERS')).toEqual([]);
  });
});
