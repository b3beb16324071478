// How one user's queued runs read as the state the Agent Hub polls, and the stand-in that keeps
// the asks made before the server's jobs have started.
import { describe, expect, it } from 'vitest';
import { runStateOf, type QueuedRun } from '../src/jobs/generate-insights.job';
import { deferredInsightRuns, type InsightRunQueue } from '../src/use-cases/insights/insight-runs';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
const run = (state: QueuedRun['state'], minute: number, output: unknown = null): QueuedRun => ({
  state,
  createdOn: at(minute),
  completedOn: state === 'completed' || state === 'failed' ? at(minute + 1) : null,
  output,
});
const result = { users: 1, items: 35, matches: 4, written: 4 };

describe('runStateOf', () => {
  it('reads none without runs, and running or queued while one runs or waits', () => {
    expect(runStateOf([])).toMatchObject({ status: 'none', requestedAt: null });
    expect(runStateOf([run('completed', 1, result), run('created', 5)])).toMatchObject({
      status: 'queued',
      requestedAt: at(5),
    });
    // A failed attempt with retries left waits for its retry.
    expect(runStateOf([run('retry', 3)]).status).toBe('queued');
    expect(runStateOf([run('created', 6), run('active', 4)])).toMatchObject({
      status: 'running',
      requestedAt: at(4),
    });
  });

  it('reads how the newest run ended, with what a finished one did', () => {
    expect(runStateOf([run('failed', 1), run('completed', 3, result)])).toEqual({
      status: 'done',
      requestedAt: at(3),
      finishedAt: at(4),
      result,
    });
    expect(
      runStateOf([run('completed', 1, result), run('failed', 3, { message: 'boom' })]),
    ).toEqual({ status: 'failed', requestedAt: at(3), finishedAt: at(4), result: null });
  });
});

describe('deferredInsightRuns', () => {
  it('keeps asks until the queue starts, reads them as queued, then hands them over', async () => {
    const deferred = deferredInsightRuns();
    await deferred.request('u1');
    await deferred.request('u1');
    expect((await deferred.state('u1')).status).toBe('queued');
    expect((await deferred.state('u2')).status).toBe('none');
    const asked: string[] = [];
    const queue: InsightRunQueue = {
      request: async (userId) => void asked.push(userId),
      state: async () => ({
        status: 'running',
        requestedAt: at(1),
        finishedAt: null,
        result: null,
      }),
    };
    await deferred.attach(queue);
    expect(asked).toEqual(['u1']);
    await deferred.request('u2');
    expect(asked).toEqual(['u1', 'u2']);
    expect((await deferred.state('u1')).status).toBe('running');
  });
});
