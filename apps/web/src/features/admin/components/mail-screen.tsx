import type { AdminMail } from '@gitsignals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminMail } from '../api/get-admin-mail';
import { formatDay } from '../lib/format';
import { MailDaysTable, RecentMailList } from './mail-tables';
import { ScreenState } from './screen-state';
import { StatGrid } from './stat-grid';

/** E-mail: how it leaves (SMTP or the outbox), counts per day and kind, the newest messages. */
export function MailScreen() {
  const query = useAdminMail();
  return (
    <ScreenState query={query} what="the e-mails">
      {(data) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <Transport mail={data} />
          <StatGrid
            label="E-mail totals"
            stats={[
              { label: 'Kept in the outbox', value: data.totals.kept },
              { label: 'Sent', value: data.totals.sent },
              { label: 'Failed', value: data.totals.failed },
            ]}
          />
          <Card className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle as="h2">Per day and kind</CardTitle>
              <CardDescription>Since {formatDay(data.since)} (UTC days).</CardDescription>
            </CardHeader>
            <CardContent className="px-4">
              {data.days.length === 0 ? (
                <p className="text-sm text-muted-foreground">No e-mails in the last 30 days.</p>
              ) : (
                <MailDaysTable days={data.days} />
              )}
            </CardContent>
          </Card>
          <Card className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle as="h2">Newest messages</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              {data.recent.length === 0 ? (
                <p className="text-sm text-muted-foreground">No e-mails yet.</p>
              ) : (
                <RecentMailList messages={data.recent} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </ScreenState>
  );
}

function Transport({ mail }: { mail: AdminMail }) {
  if (mail.transport === 'smtp') {
    return (
      <p className="rounded-md border bg-card p-3 text-sm">
        Sent through the SMTP server (<code>SMTP_URL</code>).
      </p>
    );
  }
  return (
    <p className="rounded-md border bg-card p-3 text-sm">
      No SMTP server: messages are kept in the outbox.{' '}
      {mail.outboxPage ? (
        // The outbox page is served by the server, outside the app's routes.
        <a href="/dev/outbox" className="font-medium underline underline-offset-4">
          Open the outbox
        </a>
      ) : (
        'Set SMTP_URL to send them.'
      )}
    </p>
  );
}
