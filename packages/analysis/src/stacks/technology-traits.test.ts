import { TECHNOLOGY_ROLE_REGISTRY } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { knownTechnologies } from './detect-stack';
import { STACK_RULES } from './rules/index';
import { technologyTraits } from './technology-traits';

const recommendable = (category: string, name: string) =>
  TECHNOLOGY_ROLE_REGISTRY[technologyTraits(category, name).role].recommendable;

describe('technologyTraits', () => {
  it('never lets generic tooling be a recommendation (issue 14)', () => {
    const generic: [string, string][] = [
      ['compute', 'AWS'],
      ['development_frameworks', 'Axum'],
      ['development_frameworks', 'Clap'],
      ['development_frameworks', 'criterion'],
      ['development_frameworks', 'Serde'],
      ['development_frameworks', 'Tokio'],
      ['development_frameworks', 'ESLint'],
      ['development_frameworks', 'Solidity Coverage'],
      ['development_frameworks', 'TypeScript Compiler'],
      ['security', 'cargo-fuzz'],
      ['security', 'SECURITY.md Policy'],
      ['observability', 'tracing (Rust)'],
      ['programming_languages', 'Rust'],
      ['programming_languages', 'JavaScript'],
      ['other_infrastructure', 'GitHub Actions'],
      ['other_infrastructure', 'Docker'],
      ['authentication', 'JSON Web Tokens'],
    ];
    for (const [category, name] of generic)
      expect(recommendable(category, name), `${category}/${name}`).toBe(false);
  });

  it('keeps platforms and retired tools out, and Web3 capabilities in', () => {
    expect(technologyTraits('development_frameworks', 'OP Stack').role).toBe('platform');
    expect(technologyTraits('development_frameworks', 'Truffle').role).toBe('retired');
    expect(technologyTraits('oracles', 'Chainlink').role).toBe('capability');
    expect(technologyTraits('data_availability', 'Celestia').role).toBe('capability');
    expect(technologyTraits('compute', 'SP1').role).toBe('capability');
    expect(technologyTraits('layer_2s', 'Base').role).toBe('network');
    // A chain found through a deployment folder has no rule of its own, and is still a network.
    expect(technologyTraits('layer_1s', 'Gnosis Chain').role).toBe('network');
  });

  it('names the languages a toolchain serves', () => {
    expect(technologyTraits('development_frameworks', 'Alloy')).toEqual({
      role: 'toolchain',
      languages: ['Rust'],
      auditFirm: false,
    });
    expect(technologyTraits('security', 'Trail of Bits').auditFirm).toBe(true);
    expect(technologyTraits('security', 'Slither').auditFirm).toBe(false);
    expect(technologyTraits('development_frameworks', 'Foundry').languages).toEqual(['Solidity']);
  });

  it('treats a name the engine does not know as generic', () => {
    expect(technologyTraits('oracles', 'Some Oracle').role).toBe('generic');
    expect(technologyTraits('not_a_category', 'X').role).toBe('generic');
  });

  it('gives every toolchain the languages it serves', () => {
    for (const rule of STACK_RULES.filter((r) => r.role === 'toolchain'))
      expect(rule.languages?.length ?? 0, rule.name).toBeGreaterThan(0);
    const known = knownTechnologies();
    for (const name of known.programming_languages)
      expect(recommendable('programming_languages', name), name).toBe(false);
  });
});
