// Demo replay: each repository's history is shifted by whole days so its newest commit day is
// the day before the import. The offset is stored once, so later imports shift by the same amount.
import { addDays, dayDifference } from '@gitsignals/domain';

export function replayOffsetDays(newestCommit: Date, importedAt: Date): number {
  return dayDifference(newestCommit, addDays(importedAt, -1));
}

export function replay(moment: Date, offsetDays: number): Date {
  return addDays(moment, offsetDays);
}
