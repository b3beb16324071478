// The export window: every commit reachable from HEAD (all parents) whose committer date falls
// within `days` days before the head commit's, newest first, at most `cap` of them. The window's
// start is written as git writes dates, in the head commit's own offset.
import type { IdentityCommit } from '@gitsignals/analysis';
import { addDays } from '@gitsignals/domain';

const OFFSET = /(?:[+-]\d\d:\d\d|Z)$/;

/** `headDate` (as git wrote it, e.g. 2026-05-29T11:14:45-07:00) moved `days` days earlier. */
export function windowStartText(headDate: string, days: number): string {
  const offset = OFFSET.exec(headDate)?.[0] ?? 'Z';
  const start = addDays(new Date(headDate), -days);
  return inOffset(start, offset);
}

/** A moment written in a given offset ('+02:00', '-07:00' or 'Z'), to the second. */
export function inOffset(moment: Date, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes =
    offset === 'Z' ? 0 : sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(moment.getTime() + minutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** A moment in UTC, to the second: 2025-05-07T16:23:10Z. */
export function utcText(moment: Date): string {
  return inOffset(moment, 'Z');
}

export interface ChosenWindow {
  /** The commits to export, newest first by committer date. */
  shas: string[];
  /** Commits in the window before the cap. */
  inWindow: number;
  capped: boolean;
}

/**
 * The window's commits from the history's identities (git log order). Sorted by committer date,
 * newest first; commits with the same date keep git's order, so the choice is the same every time.
 */
export function chooseWindow(history: IdentityCommit[], start: Date, cap: number): ChosenWindow {
  const inWindow = history
    .filter((c) => c.committedAt.getTime() >= start.getTime())
    .sort((a, b) => b.committedAt.getTime() - a.committedAt.getTime());
  return {
    shas: inWindow.slice(0, cap).map((c) => c.sha),
    inWindow: inWindow.length,
    capped: inWindow.length > cap,
  };
}
