// The engine and the API contract each list the 18 signal ids (analysis may import nothing);
// this keeps the two lists identical.
import { SIGNAL_IDS } from '@gitsignals/analysis';
import { SIGNALS } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';

describe('signal catalogue', () => {
  it('is the same 18 ids in the engine and the contract', () => {
    expect([...SIGNAL_IDS].sort()).toEqual(SIGNALS.map((s) => s.id).sort());
    expect(SIGNALS).toHaveLength(18);
  });
});
