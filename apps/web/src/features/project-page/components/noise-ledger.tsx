import type { ProjectOverview } from '@gitsignals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pluralize } from '@/lib/format';

function notStoredSentence(entries: ProjectOverview['noise_ledger']['not_stored']): string {
  const parts = entries.map(
    (entry) => `${entry.label.toLowerCase()} (${entry.commits.toLocaleString('en-US')})`,
  );
  return `Never stored, since collection began: ${parts.join('; ')}.`;
}

/**
 * What the classifier left out of the analysis over the last 90 days and why: the counterpart of
 * every 'meaningful commits' figure, so readers can check nothing important was dropped.
 */
export function NoiseLedger({ ledger }: { ledger: ProjectOverview['noise_ledger'] }) {
  const total = ledger.meaningful_commits + ledger.filtered_commits;
  const share = total === 0 ? 0 : Math.round((ledger.filtered_commits / total) * 100);
  return (
    <Card role="region" aria-labelledby="noise-ledger-title">
      <CardHeader>
        <CardTitle as="h2" id="noise-ledger-title">
          Noise ledger
        </CardTitle>
        <CardDescription>
          {total === 0
            ? `No commits in the last ${ledger.days} days.`
            : `Last ${ledger.days} days: ${pluralize(ledger.meaningful_commits, 'meaningful commit')} analysed, ${pluralize(ledger.filtered_commits, 'commit')} filtered as noise (${share}%).`}
        </CardDescription>
      </CardHeader>
      {ledger.reasons.length > 0 ? (
        <CardContent>
          <table className="w-full text-sm">
            <caption className="sr-only">
              Filtered commits by reason, last {ledger.days} days
            </caption>
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Why it was filtered
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Commits
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.reasons.map((entry) => (
                <tr key={entry.reason} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {entry.label}
                  </th>
                  <td className="py-2 text-right tabular-nums">
                    {entry.commits.toLocaleString('en-US')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      ) : null}
      {ledger.not_stored.length > 0 ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">{notStoredSentence(ledger.not_stored)}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}
