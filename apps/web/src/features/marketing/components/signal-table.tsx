import { SIGNALS } from '@gitsignals/contracts/constants';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { PriorityBadge } from '@/components/feed-card/priority-badge';
import { Button } from '@/components/ui/button';
import { about } from '@/content/about';
import { cn } from '@/lib/cn';

const copy = about.signals;

/**
 * The GitHub intelligence table: the first 6 of the 18 signals (spec section 9), and a toggle
 * that shows all of them. Titles, definitions and priorities come from the shared constants.
 */
export function SignalTable() {
  const [showAll, setShowAll] = useState(false);
  const tableId = useId();
  const rows = showAll ? SIGNALS : SIGNALS.slice(0, copy.initialCount);
  return (
    <div className="space-y-4">
      <div className="overflow-hidden rounded-lg border bg-card shadow-xs">
        <table id={tableId} className="w-full text-left text-sm">
          <caption className="sr-only">
            {copy.title}: {rows.length} of {SIGNALS.length} signals
          </caption>
          <thead className="border-b bg-muted/50 text-xs font-medium text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {copy.columns.signal}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                {copy.columns.definition}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium sm:text-left">
                {copy.columns.priority}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((signal) => (
              <tr key={signal.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-medium">{signal.title}</span>
                  <code className="text-xs text-muted-foreground">{signal.id}</code>
                  {/* Phones have no room for the definition column: it moves under the title. */}
                  <span className="mt-1 block text-muted-foreground sm:hidden">
                    {signal.definition}
                  </span>
                </th>
                <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">
                  {signal.definition}
                </td>
                <td className="px-4 py-3 text-right sm:text-left">
                  <PriorityBadge priority={signal.priority} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-center">
        <Button
          variant="outline"
          aria-expanded={showAll}
          aria-controls={tableId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? copy.showFewer : copy.showAll}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform', showAll && 'rotate-180')}
          />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{copy.noise}</p>
    </div>
  );
}
