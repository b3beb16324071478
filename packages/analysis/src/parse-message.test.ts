import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';

describe('parseMessage', () => {
  it('splits a conventional header and drops the PR number', () => {
    expect(parseMessage('feat(hooks): add dynamic fee hooks (#123)\n\nbody')).toMatchObject({
      type: 'feat',
      scope: 'hooks',
      breaking: false,
      text: 'add dynamic fee hooks',
      body: 'body',
    });
  });

  it('sees breaking changes in the bang and in the footer', () => {
    expect(parseMessage('feat!: drop v1 router').breaking).toBe(true);
    expect(parseMessage('refactor: x\n\nBREAKING CHANGE: renamed').breaking).toBe(true);
    expect(parseMessage('fix: breaks nothing').breaking).toBe(false);
  });

  it('reads go-ethereum style component prefixes as scope', () => {
    expect(parseMessage('core/txpool, eth: fix nonce gap (#33012)')).toMatchObject({
      type: null,
      scope: 'core/txpool, eth',
      text: 'fix nonce gap',
    });
  });

  it('collects bracket tags and ticket ids out of the text', () => {
    expect(parseMessage('[Deployment] `governanceProxy` on unichain. (#796)')).toMatchObject({
      brackets: ['deployment'],
      text: '`governanceProxy` on unichain',
    });
    expect(parseMessage('AUTO-9017: polish chain modules (#12105)').text).toBe(
      'polish chain modules',
    );
    expect(parseMessage('Add Mantle NonceTooLow Error (#14859) (#1505)').text).toBe(
      'Add Mantle NonceTooLow Error',
    );
  });

  it('does not take unknown words for a conventional type', () => {
    expect(parseMessage('Hardhat3: fix `test:inheritance` no-op').type).toBeNull();
    expect(parseMessage('OZ M02: ProtocolFeeController Gas Griefing').text).toBe(
      'OZ M02: ProtocolFeeController Gas Griefing',
    );
  });

  it('recognises reverts', () => {
    expect(parseMessage('Revert "feat: add X"').isRevert).toBe(true);
    expect(parseMessage('revert: add X').isRevert).toBe(true);
  });
});
