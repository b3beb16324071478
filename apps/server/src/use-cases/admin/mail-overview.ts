// The console's e-mail screen: messages per UTC day and kind over the last 30 days (today
// included), kept in the outbox, sent or failed, from every process's e-mail log (mail_messages,
// ADR 058), and the newest messages with the error of each failed one. Never a message's text.
import { countMailByDay, listRecentMail, type Database } from '@gitsignals/db';
import { daysAgo, utcMidnight } from '@gitsignals/domain';

export const MAIL_DAYS = 30;
export const RECENT_MAIL_SHOWN = 50;

export async function mailOverview(deps: {
  db: Database;
  now: () => Date;
  mailer: { kind: 'smtp' | 'outbox'; readableOverHttp?: boolean };
}) {
  const since = daysAgo(deps.now(), MAIL_DAYS);
  const [counts, recent] = await Promise.all([
    countMailByDay(deps.db, utcMidnight(since)),
    listRecentMail(deps.db, RECENT_MAIL_SHOWN),
  ]);
  const byDayAndKind = new Map<
    string,
    { day: string; kind: string; kept: number; sent: number; failed: number }
  >();
  const totals = { kept: 0, sent: 0, failed: 0 };
  for (const row of counts) {
    const key = `${row.day} ${row.kind}`;
    const entry = byDayAndKind.get(key) ?? {
      day: row.day,
      kind: row.kind,
      kept: 0,
      sent: 0,
      failed: 0,
    };
    entry[row.status] += row.count;
    totals[row.status] += row.count;
    byDayAndKind.set(key, entry);
  }
  return {
    since,
    transport: deps.mailer.kind,
    outboxPage: deps.mailer.kind === 'outbox' && deps.mailer.readableOverHttp === true,
    days: [...byDayAndKind.values()],
    totals,
    recent: recent.map((m) => ({
      id: m.id,
      at: m.createdAt.toISOString(),
      kind: m.kind,
      to: m.recipient,
      subject: m.subject,
      status: m.status,
      error: m.error,
    })),
  };
}
