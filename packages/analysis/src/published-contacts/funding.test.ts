import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fundingContacts } from './funding';

// GitHub's FUNDING.yml as projects fill it in: a list, a single account, commented-out and
// empty platforms, and custom links with and without a scheme.
const FUNDING = `# These are supported funding model platforms

github: [jdoe, acme-protocol] # Up to 4 GitHub Sponsors-enabled usernames
patreon: # Replace with a single Patreon username
open_collective: acme
ko_fi: # Replace with a single Ko-fi username
tidelift: npm/@acme/sdk
custom: ["https://gitcoin.co/grants/1234/acme", "giveth.io/project/acme", "javascript:alert(1)"]
`;

describe('fundingContacts', () => {
  it('gives each account with its page, titled by platform, and each custom link', () => {
    const rows = fundingContacts(FUNDING, '.github/FUNDING.yml', parseYaml);
    expect(rows.map((r) => [r.title, r.handle, r.url])).toEqual([
      ['Funding: GitHub Sponsors', 'jdoe', 'https://github.com/sponsors/jdoe'],
      ['Funding: GitHub Sponsors', 'acme-protocol', 'https://github.com/sponsors/acme-protocol'],
      ['Funding: Open Collective', 'acme', 'https://opencollective.com/acme'],
      ['Funding: Tidelift', 'npm/@acme/sdk', 'https://tidelift.com/funding/github/npm/@acme/sdk'],
      ['Funding: custom link', null, 'https://gitcoin.co/grants/1234/acme'],
      ['Funding: custom link', null, 'https://giveth.io/project/acme'],
    ]);
    expect(rows.every((r) => r.kind === 'funding' && r.path === '.github/FUNDING.yml')).toBe(true);
  });

  it('gives nothing for an unfilled template or a file that is not YAML', () => {
    expect(fundingContacts('github: # usernames\npatreon:\n', 'FUNDING.yml', parseYaml)).toEqual(
      [],
    );
    expect(fundingContacts('github: [a\n', 'FUNDING.yml', parseYaml)).toEqual([]);
  });
});
