// readAhead: the next item is read while the caller works on the current one; order, errors and
// an early stop behave as a plain for-await over the source.
import { describe, expect, it } from 'vitest';
import { readAhead } from '../src/collectors/read-ahead';

function source(events: string[], items: number, failAt?: number) {
  return (async function* () {
    try {
      for (let i = 0; i < items; i += 1) {
        events.push(`read ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (i === failAt) throw new Error(`read ${i} failed`);
        yield i;
      }
    } finally {
      events.push('source closed');
    }
  })();
}

describe('readAhead', () => {
  it('reads the next item while the current one is worked on, in order', async () => {
    const events: string[] = [];
    const seen: number[] = [];
    for await (const i of readAhead(source(events, 3))) {
      events.push(`store ${i} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`store ${i} end`);
      seen.push(i);
    }
    expect(seen).toEqual([0, 1, 2]);
    expect(events.indexOf('read 1')).toBeLessThan(events.indexOf('store 0 end'));
    expect(events.indexOf('read 2')).toBeLessThan(events.indexOf('store 1 end'));
    expect(events.at(-1)).toBe('store 2 end');
  });

  it('fails where the source failed, after the items before it', async () => {
    const seen: number[] = [];
    await expect(async () => {
      for await (const i of readAhead(source([], 5, 2))) seen.push(i);
    }).rejects.toThrow('read 2 failed');
    expect(seen).toEqual([0, 1]);
  });

  it('closes the source when the caller stops, even with a read under way or failing', async () => {
    const events: string[] = [];
    await expect(async () => {
      for await (const i of readAhead(source(events, 5))) {
        if (i === 1) throw new Error('store failed');
      }
    }).rejects.toThrow('store failed');
    expect(events.at(-1)).toBe('source closed');
    expect(events).not.toContain('read 3');

    const failing: string[] = [];
    for await (const i of readAhead(source(failing, 5, 1))) if (i === 0) break;
    expect(failing.at(-1)).toBe('source closed');
  });
});
