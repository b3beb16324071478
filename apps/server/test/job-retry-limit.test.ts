// JOB_RETRY_LIMIT (ADR 059): how often a failed collect or analysis is retried before it counts
// as failed; 0 fails it at once, so the console's Retry runs it again.
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { pipelineFor } from '../src/wiring';
import { createTestDatabase } from '@gitsignals/db/testing';

describe('JOB_RETRY_LIMIT', () => {
  it('defaults to six retries and reaches the pipeline’s queues as set', async () => {
    expect(readEnv({}).JOB_RETRY_LIMIT).toBe(6);
    const handle = await createTestDatabase();
    try {
      const log = () => undefined;
      expect(pipelineFor(readEnv({ JOB_RETRY_LIMIT: '0' }), handle, log).retryLimit).toBe(0);
      expect(pipelineFor(readEnv({}), handle, log).retryLimit).toBe(6);
    } finally {
      await handle.close();
    }
  });

  it('refuses a value that is not a count, naming the setting', () => {
    expect(() => readEnv({ JOB_RETRY_LIMIT: 'often' })).toThrow(/JOB_RETRY_LIMIT/);
    expect(() => readEnv({ JOB_RETRY_LIMIT: '-1' })).toThrow(/JOB_RETRY_LIMIT/);
  });
});
