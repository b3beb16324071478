import { AGENT_PROFILE_TYPES, SIGNALS } from '@gitsignals/contracts/constants';
import { Badge } from '@/components/ui/badge';
import { about } from '@/content/about';

const copy = about.agents;
const signalTitle = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));

function SignalBadges({ ids }: { ids: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <li key={id}>
          <Badge variant="secondary" className="font-normal">
            {signalTitle.get(id) ?? id}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The agent engine table: the five agent profiles (spec section 2) and what each watches. */
export function AgentTable() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.title}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {copy.columns.agent}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {copy.columns.watches}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
              {copy.columns.signals}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {AGENT_PROFILE_TYPES.map((type) => {
            const row = copy.rows[type];
            return (
              <tr key={type} className="align-top">
                <th scope="row" className="w-1/4 px-4 py-3 font-normal">
                  <span className="block font-medium">{row.name}</span>
                  <span className="block text-xs text-muted-foreground">{row.audience}</span>
                </th>
                <td className="space-y-2 px-4 py-3">
                  <p>{row.watches}</p>
                  <p className="text-xs text-muted-foreground">
                    {copy.asksLabel}: {row.asks.join(', ')}
                  </p>
                  {/* Phones have no room for the third column: its badges move here. */}
                  <div className="md:hidden">
                    <SignalBadges ids={row.signals} />
                  </div>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <SignalBadges ids={row.signals} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
