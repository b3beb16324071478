import { describe, expect, it } from 'vitest';
import { saysNothing } from './empty-subject';
import { subjectText } from './subject-text';

// Subjects as they appear in data/activity, after the parser and subjectText clean them.
const says = (subject: string): boolean => !saysNothing(subjectText(subject).text);

describe('saysNothing', () => {
  it.each([
    'Curent Dev (#1127)', // compound-finance/comet d5a30b0: 57 files, +4,618 lines
    'wip',
    '#1127',
    'update',
    'fixes',
    'misc',
    'new ab', // beefy 376f3b7
    'apply review requests', // moonwell dd359ca
    'chore: merges PRs #24 and #25 (#28)', // axelar 084fc1d
    'Version Packages (#977)', // sui 2075cc2, a changesets release
    'Publish', // synapse fcaae38
    'feature/oracle-v2',
    'v1.4.2',
    'PROTO-123',
    'fix: typos, small fixes',
    'Updates from main',
    'address review comments',
  ])('says nothing: %s', (subject) => expect(says(subject)).toBe(false));

  it.each([
    'fix: Blast logo (#4812)', // snapshot 07c7555: two words, but a thing a user sees
    'add staking (#3749)', // rabby 2f4d783
    'fix localnet',
    'Pectra support (#104)', // stakewise 77bbc25
    'npmMinimalAgeGate 7 days (#1281)', // orca 1fd68d0
    'classify transactions in the app and pass them to go-square',
    'core/state: reduce memory allocation in IsAddressBlacklisted (#460)',
  ])('says something: %s', (subject) => expect(says(subject)).toBe(true));
});
