import type { InsightsTestModel } from '@gitsignals/contracts';
import { cn } from '@/lib/cn';

/** The spec's three models (section 2); the server maps each family to its configured model id. */
export const MODEL_OPTIONS: { value: InsightsTestModel; label: string; hint: string }[] = [
  { value: 'openai', label: 'GPT mini', hint: 'A small OpenAI model' },
  { value: 'claude', label: 'Claude Sonnet', hint: "Anthropic's Sonnet model" },
  { value: 'gemini', label: 'Gemini Flash', hint: "Google's flash model" },
];

/** Native radio buttons: arrow keys move between them, Space picks, as screen readers expect. */
export function ModelChoice({
  value,
  onChange,
  disabled,
  notEnabled,
}: {
  value: InsightsTestModel;
  onChange: (model: InsightsTestModel) => void;
  disabled?: boolean;
  /** Models this server has not enabled: still choosable, marked, and explained when chosen. */
  notEnabled: ReadonlySet<InsightsTestModel>;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Model</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {MODEL_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              value === option.value ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
            )}
          >
            <input
              type="radio"
              name="insights-model"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.label}</span>
              <span className="text-muted-foreground">
                {notEnabled.has(option.value) ? 'Not enabled on this server' : option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
