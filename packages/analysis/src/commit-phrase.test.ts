import { describe, expect, it } from 'vitest';
import { commitPhrase, readsAsNow } from './commit-phrase';
import { parseMessage } from './parse-message';
import { subjectText } from './subject-text';

// What a reader sees of a real subject: parsed as the engine does, then phrased.
function phrase(message: string, tense: 'present' | 'past' = 'present'): string {
  const msg = parseMessage(message);
  const area =
    msg.type !== null ? (msg.scope !== null ? `${msg.type}(${msg.scope})` : msg.type) : null;
  const { text, type } = subjectText(msg.text === '' ? msg.subject : msg.text, area);
  const p = commitPhrase(text, tense, type);
  return `${tense === 'present' && readsAsNow(p, type) ? 'now ' : ''}${p.text}`;
}

describe('commitPhrase', () => {
  it('makes every verb of a conjunction agree, and says "now" before a new behaviour', () => {
    expect(phrase('feat: classify transactions in the app and pass them to go-square')).toBe(
      'now classifies transactions in the app and passes them to go-square',
    );
    // sui 3c83909, 329350a; zama cd785d1
    expect(phrase('Optimize resolver and add coin reservation compat mode (#962)')).toBe(
      'optimizes resolver and adds coin reservation compat mode',
    );
    expect(
      phrase('Add tx.coin/tx.balance methods, rewrite CoinWithBalance intent resolution'),
    ).toBe('adds tx.coin/tx.balance methods, rewrites CoinWithBalance intent resolution');
    expect(
      phrase(
        'feat(coprocessor): parallelize CI tests per service and reduce operator tests for prs (#2164)',
      ),
    ).toBe('parallelizes CI tests per service and reduces operator tests for prs');
    expect(phrase('fix: reject votes on completed polls after grace period (#2326)')).toBe(
      'now rejects votes on completed polls after grace period',
    );
  });

  it('leaves nouns that look like verbs alone', () => {
    expect(phrase('fix deposit and withdraw flows')).toBe('fixes deposit and withdraw flows');
    // jito 78bfdd3
    expect(phrase('Configure snapshot usage as load and generate when creating snapshots')).toBe(
      'configures snapshot usage as load and generate when creating snapshots',
    );
    expect(phrase('Permissioned Pools')).toBe('Permissioned Pools');
  });

  it('reads past tenses, gerunds and third persons as the verb they are', () => {
    expect(phrase('Added rustfmt configuration')).toBe('adds rustfmt configuration');
    expect(phrase('Decoupling routers from gateway')).toBe('decouples routers from gateway');
    expect(phrase('Adds margin to evm base fee per gas')).toBe(
      'adds margin to evm base fee per gas',
    );
    expect(phrase('rewrite the prover', 'past')).toBe('Rewrote the prover');
    expect(phrase('fix: unpin alloy', 'past')).toBe('Unpinned alloy');
  });

  it('gives a noun phrase the verb of its conventional type, or none', () => {
    expect(phrase('fix: Blast logo')).toBe('fixes Blast logo'); // snapshot 07c7555
    expect(phrase('Feat/perps limit order (#3766)')).toBe('adds perps limit order'); // rabby 4e10012
    expect(phrase('feat: pinocchio sdk (#1783)')).toBe('adds pinocchio sdk');
    expect(phrase('optimizations of Tx Hash handling (#3314)')).toBe('optimizes Tx Hash handling');
    expect(phrase('Support for Linea')).toBe('adds support for Linea');
    expect(phrase('Pectra support (#104)')).toBe('Pectra support');
  });

  it('cleans what the parser leaves: odd prefixes, emoji, finding ids, ticket ids, i.e.', () => {
    expect(phrase('fix[lang]!: forbid duplicate implements (#4775)')).toBe(
      'forbids duplicate implements',
    );
    expect(phrase('✨ Add webauthn authenticator id in the enable event (#89)')).toBe(
      'adds webauthn authenticator id in the enable event',
    );
    expect(
      phrase('fixed ibc.lightclients.solomachine.v2.ClientState decoding (CON-259) (#3329)'),
    ).toBe('fixes ibc.lightclients.solomachine.v2.ClientState decoding');
    expect(phrase('lnutil: change ReceivedMPPStatus.htlcs to frozenset, i.e. immutable')).toBe(
      'changes ReceivedMPPStatus.htlcs to frozenset, i.e. immutable',
    );
    // safe-smart-account b2c6087
    expect(subjectText('[Certora Audit] G-09. Cache array length outside of loop')).toEqual({
      text: 'Cache array length outside of loop',
      type: null,
      finding: 'G-09',
    });
    // blockscout e5aa0d4: snake_case is no emphasis
    expect(
      phrase('chore: Add migration to drop unique tokens_contract_address_hash_index index'),
    ).toBe('adds migration to drop unique tokens_contract_address_hash_index index');
  });

  it('keeps noun pairs and -ing nouns in the object, and reads commit shorthand', () => {
    // tbtc-v2, zama, noir, trezor, mina (o1js), the graph (real subjects)
    expect(phrase('add pause and unpause methods to bob tbtc')).toBe(
      'adds pause and unpause methods to bob tbtc',
    );
    expect(phrase('add context validation and pausing modifier')).toBe(
      'adds context validation and pausing modifier',
    );
    expect(phrase('Cleanup, document and optimize BigNum serialization')).toBe(
      'cleans up, documents and optimizes BigNum serialization',
    );
    expect(phrase('re-add `pytest-retry` dependency for `pytest.mark.flaky`')).toBe(
      're-adds pytest-retry dependency for pytest.mark.flaky',
    );
    expect(phrase('rm gh action and fix nit comment')).toBe(
      'removes gh action and fixes nit comment',
    );
    expect(phrase('up wagmi, viem, rainbwokit and burner-connector')).toBe(
      'upgrades wagmi, viem, rainbwokit and burner-connector',
    );
    expect(phrase('feat: always fire :selectedAccountGroupChange on init')).toBe(
      'always fires :selectedAccountGroupChange on init',
    );
  });

  it('reads action nouns as their verb, and release notes as a document', () => {
    expect(phrase('fix: chainsec audit fixes')).toBe('applies chainsec audit fixes'); // yearn
    expect(phrase('chore: clarification on coherent vote definition')).toBe(
      'clarifies coherent vote definition',
    );
    expect(phrase('release notes')).toBe('release notes');
    expect(phrase('Feat fetch testnet space avatar from stamp')).toBe(
      'fetches testnet space avatar from stamp',
    );
    expect(phrase('#1458 -> Removed GlobalScope.launch for running tests')).toBe(
      'removes GlobalScope.launch for running tests',
    );
  });

  it('reads "Topic: do something" as the thing done in the topic', () => {
    expect(phrase('Legacy unstake all: use multicall (#887)')).toBe(
      'now uses multicall in Legacy unstake all',
    );
  });
});
