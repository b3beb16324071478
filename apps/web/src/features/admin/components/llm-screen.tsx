import type { AdminLlm } from '@gitsignals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminLlm } from '../api/get-admin-llm';
import { formatCount, formatDay, formatUsd } from '../lib/format';
import { ScreenState } from './screen-state';
import { StatGrid } from './stat-grid';
import {
  cellClass,
  numberCellClass,
  tableClass,
  TableHead,
  TableScroll,
} from '@/components/ui/table-scroll';

/** LLM calls, tokens, cost and fallbacks: totals and per day × model, the last 30 days. */
export function LlmScreen() {
  const query = useAdminLlm();
  return (
    <ScreenState query={query} what="the LLM usage">
      {(data) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <StatGrid
            label="LLM totals"
            stats={[
              { label: 'Calls', value: data.totals.calls },
              { label: 'Input tokens', value: data.totals.inputTokens },
              { label: 'Output tokens', value: data.totals.outputTokens },
              { label: 'Cost', value: formatUsd(data.totals.costUsd) },
              { label: 'Fallbacks', value: data.totals.fallbacks },
            ]}
          />
          <Card className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle as="h2">Per day and model</CardTitle>
              <CardDescription>Since {formatDay(data.since)} (UTC days).</CardDescription>
            </CardHeader>
            <CardContent className="px-4">
              {data.rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">No LLM calls in the last 30 days.</p>
              ) : (
                <LlmTable rows={data.rows} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </ScreenState>
  );
}

const COLUMNS = ['Calls', 'Input tokens', 'Output tokens', 'Cost', 'Fallbacks'];

function LlmTable({ rows }: { rows: AdminLlm['rows'] }) {
  return (
    <TableScroll label="LLM usage per day and model">
      <table className={tableClass}>
        <TableHead text={['Day', 'Model']} numbers={COLUMNS} />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day}-${row.provider}-${row.model}`}>
              <td className={cellClass}>{formatDay(row.day)}</td>
              <td className={cellClass}>
                <span className="font-mono text-xs">
                  {row.provider}:{row.model}
                </span>
              </td>
              <td className={numberCellClass}>{formatCount(row.calls)}</td>
              <td className={numberCellClass}>{formatCount(row.inputTokens)}</td>
              <td className={numberCellClass}>{formatCount(row.outputTokens)}</td>
              <td className={numberCellClass}>
                {row.priced ? (
                  formatUsd(row.costUsd)
                ) : (
                  <span title="This model is not in the price list: its cost counts as $0.">
                    unpriced
                  </span>
                )}
              </td>
              <td className={`${numberCellClass} ${row.fallbacks > 0 ? 'text-destructive' : ''}`}>
                {formatCount(row.fallbacks)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
