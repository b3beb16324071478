import type { InsightsTestResponse } from '@gitsignals/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const count = (n: number) => n.toLocaleString('en-US');

/** The model's answer exactly as it came (spec section 2: 'shows the raw result'). */
export function InsightsResult({ answer }: { answer: InsightsTestResponse }) {
  const seconds = (answer.duration_ms / 1000).toFixed(1);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Result</CardTitle>
        <p className="text-xs text-muted-foreground">
          {answer.model_id} · {count(answer.usage.input_tokens)} input and{' '}
          {count(answer.usage.output_tokens)} output tokens · {seconds} s · $
          {answer.cost_usd.toFixed(4)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        {answer.finish_reason === 'length' && (
          <p className="text-sm text-muted-foreground">
            The answer was cut off at the model&apos;s output limit.
          </p>
        )}
        {answer.result === '' ? (
          <p className="text-sm text-muted-foreground">The model returned an empty answer.</p>
        ) : (
          <pre
            data-testid="insights-result"
            className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 font-mono text-sm whitespace-pre-wrap break-words"
          >
            {answer.result}
          </pre>
        )}
      </CardContent>
    </Card>
  );
}
