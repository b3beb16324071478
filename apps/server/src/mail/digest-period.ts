// The calendar periods digests are sent for, all in UTC: a day, an ISO week (Monday to Sunday),
// a two-week block counted from a fixed Monday, or a calendar month. A run sends the digest of the
// most recently completed period (see docs/decisions/008-email-digests-and-unsubscribe.md).
import {
  addDays,
  DAY_MS,
  isEmailFrequency,
  startOfUtcDay,
  utcDay,
  type EmailFrequency,
} from '@gitsignals/domain';

export interface DigestPeriod {
  frequency: EmailFrequency;
  /** Unique per user and period, e.g. 'weekly:2026-W11': the digest_deliveries key. */
  key: string;
  /** Inclusive start, midnight UTC. */
  start: Date;
  /** Exclusive end, midnight UTC. */
  end: Date;
}

/** Biweekly blocks start on this Monday and every 14 days from it (ISO week 1 of 2024). */
export const BIWEEKLY_EPOCH = Date.UTC(2024, 0, 1);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 week-numbering year and week of the week starting on `monday`. */
function isoWeek(monday: number): { year: number; week: number } {
  // The week belongs to the year its Thursday falls in.
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week };
}

/** The period of this frequency that contains `moment`. */
export function periodContaining(frequency: EmailFrequency, moment: Date): DigestPeriod {
  const day = startOfUtcDay(moment).getTime();
  switch (frequency) {
    case 'daily':
      return period(frequency, day, day + DAY_MS, utcDay(day));
    case 'weekly': {
      const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
      const { year, week } = isoWeek(monday);
      return period(frequency, monday, monday + 7 * DAY_MS, `${year}-W${pad(week)}`);
    }
    case 'biweekly': {
      const block = Math.floor((day - BIWEEKLY_EPOCH) / (14 * DAY_MS));
      const start = BIWEEKLY_EPOCH + block * 14 * DAY_MS;
      return period(frequency, start, start + 14 * DAY_MS, utcDay(start));
    }
    case 'monthly': {
      const year = moment.getUTCFullYear();
      const month = moment.getUTCMonth();
      return period(
        frequency,
        Date.UTC(year, month, 1),
        Date.UTC(year, month + 1, 1),
        `${year}-${pad(month + 1)}`,
      );
    }
  }
}

function period(frequency: EmailFrequency, start: number, end: number, label: string) {
  return { frequency, key: `${frequency}:${label}`, start: new Date(start), end: new Date(end) };
}

/** The period a digest_deliveries key names, or null for a key this code did not write. */
export function periodFromKey(key: string): DigestPeriod | null {
  const [frequency = '', label = ''] = key.split(':');
  let inside: number | null = null;
  if (frequency === 'daily' || frequency === 'biweekly') {
    inside = /^\d{4}-\d{2}-\d{2}$/.test(label) ? Date.parse(label) : null;
  } else if (frequency === 'monthly') {
    inside = /^\d{4}-\d{2}$/.test(label) ? Date.parse(`${label}-01`) : null;
  } else if (frequency === 'weekly') {
    const match = /^(\d{4})-W(\d{2})$/.exec(label);
    if (match) {
      // ISO week 1 is the week with 4 January in it.
      const jan4 = Date.UTC(Number(match[1]), 0, 4);
      const week1Monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
      inside = week1Monday + (Number(match[2]) - 1) * 7 * DAY_MS;
    }
  }
  if (inside === null || Number.isNaN(inside) || !isEmailFrequency(frequency)) return null;
  const found = periodContaining(frequency, new Date(inside));
  return found.key === key ? found : null;
}

/** The period just before this one. */
export function previousPeriod(current: DigestPeriod): DigestPeriod {
  return periodContaining(current.frequency, new Date(current.start.getTime() - 1));
}

/** The latest period of this frequency that has fully ended at `now`: the one a run sends. */
export function lastCompletedPeriod(frequency: EmailFrequency, now: Date): DigestPeriod {
  return previousPeriod(periodContaining(frequency, now));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday, 9 March 2026', '9 – 15 March 2026' or 'March 2026', for the e-mail's heading. */
export function describePeriod(p: DigestPeriod): string {
  const lastDay = addDays(p.end, -1);
  if (p.frequency === 'monthly') return monthFormat.format(p.start);
  if (p.frequency === 'daily') {
    const weekday = p.start.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    return `${weekday}, ${dayFormat.format(p.start)}`;
  }
  // Intl puts thin spaces around the dash; plain ones read the same in every mail client.
  return dayFormat.formatRange(p.start, lastDay).replace(/[\u2009\u202f]/g, ' ');
}

/** 'YYYY-MM-DD' of the period's first day and of the day after its last: feed dates are days. */
export function periodDays(p: DigestPeriod): { fromDay: string; toDay: string } {
  return { fromDay: utcDay(p.start), toDay: utcDay(p.end) };
}
