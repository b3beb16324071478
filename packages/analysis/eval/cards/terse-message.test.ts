import { describe, expect, it } from 'vitest';
import { saysLittle } from './terse-message';

describe('saysLittle', () => {
  it.each([
    'Curent Dev (#1127)',
    'wip',
    '#1127',
    'feature/oracle-v2',
    'fix_oracle_rounding',
    'v1.4.2',
    'update',
    'Fixes',
    'misc',
    'PROTO-123',
  ])('says little: %s', (subject) => expect(saysLittle(subject)).toBe(true));

  it.each([
    'classify transactions in the app and pass them to go-square',
    'feat(hooks): add dynamic fee hooks (#12)',
    'core/txpool: reject underpriced blob transactions',
    'Add Linea support',
  ])('says something: %s', (subject) => expect(saysLittle(subject)).toBe(false));
});
