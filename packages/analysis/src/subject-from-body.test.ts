import { describe, expect, it } from 'vitest';
import { describeCommit } from './describe-commit';
import { bodySentence } from './subject-from-body';
import type { HighlightFact } from './writer';

describe('bodySentence', () => {
  it('reads a PR description past its template (real bodies)', () => {
    // fuel 01fc314
    expect(
      bodySentence(
        '## Description\n\nThis PR adds `--gas-costs` option to `forc-test` and E2E test runner.\nThe option enables providing realistic gas costs',
      ),
    ).toBe('adds --gas-costs option to forc-test and E2E test runner');
    // xmtp afa3ce7
    expect(
      bodySentence(
        '### TL;DR\n\n- Fixes an issue where resubscribing to a stream would set the cursor\nused in subsequent subscriptions to 0',
      ),
    ).toBe('Fixes an issue where resubscribing to a stream would set the cursor');
    // celestia 38ac692
    expect(
      bodySentence(
        'Closes [PROTOCO-2367](https://linear.app/celestia/issue/PROTOCO-2367)\n\nRequire that a blob tx raw bytes are the canonical protobuf encoding. More.',
      ),
    ).toBe('Require that a blob tx raw bytes are the canonical protobuf encoding');
  });

  it('finds nothing in trailers, comments, checklists or pointers', () => {
    expect(bodySentence('Signed-off-by: A <a@b>\nCo-authored-by: B <b@c>')).toBeNull();
    expect(bodySentence('<!-- Thanks for your contribution! -->\n- [x] tests pass')).toBeNull();
    // circle f1dfc9e: "Locks these dependencies" points at a list, it says nothing itself
    expect(bodySentence('## Summary\nLocks these dependencies\n```')).toBeNull();
    expect(
      bodySentence('This reverts commit dd01b9d8c6c1197d7c923ae839ab1b068fff07cf.'),
    ).toBeNull();
  });
});

describe('describeCommit with a body', () => {
  const fact = (subject: string, body: string): HighlightFact => ({
    sha: 'a'.repeat(40),
    shortSha: 'aaaaaaa',
    repository: 'o/r',
    author: 'x',
    committedAt: '2026-01-01T00:00:00Z',
    subject,
    area: null,
    signals: [],
    filesChanged: 1,
    additions: 10,
    deletions: 0,
    body,
  });

  it('describes a subject that says little from the body', () => {
    const words = describeCommit(
      fact('7136 decodeparams update', 'Decode nested tuple params in decodeParameters.\n'),
      'present',
    );
    expect(words.texts[0]).toBe('decodes nested tuple params in decodeParameters');
    expect(words.fromBody).toBe(true);
    const bare = describeCommit(
      fact(
        'Thread Token Trade Activity',
        '## Summary\nAdds a trade activity tab to token threads.',
      ),
      'present',
    );
    expect(bare.texts[0]).toBe('adds a trade activity tab to token threads');
  });

  it('keeps a subject that says something, whatever the body', () => {
    const words = describeCommit(fact('add staking', 'Add staking OpenAPI endpoints.'), 'present');
    expect(words.texts[0]).toBe('adds staking');
    expect(words.fromBody).toBeUndefined();
  });
});
