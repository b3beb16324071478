import {
  EMPTY_PROMPT_MESSAGE,
  INSIGHTS_PROMPT_MAX_CHARS,
  INSIGHTS_TEST_MODELS,
  modelNotEnabledMessage,
  promptTooLongMessage,
  type InsightsTestModel,
} from '@gitsignals/contracts/constants';
import { InfoIcon, SendIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ModelChoice } from './model-choice';

/** Spec sections 5 and 9: non-empty after trim; the text area is at least 200px high. */
export function promptError(prompt: string): string | null {
  const trimmed = prompt.trim();
  if (trimmed === '') return EMPTY_PROMPT_MESSAGE;
  if (trimmed.length > INSIGHTS_PROMPT_MAX_CHARS) return promptTooLongMessage(trimmed.length);
  return null;
}

export function InsightsTestForm({
  onSubmit,
  running,
  disabled = false,
  notEnabled = new Set(),
}: {
  onSubmit: (input: { prompt: string; model: InsightsTestModel }) => void;
  running: boolean;
  /** Behind the subscribe overlay: a picture of the form. */
  disabled?: boolean;
  /** Models this server has not enabled (no provider key). */
  notEnabled?: ReadonlySet<InsightsTestModel>;
}) {
  const [prompt, setPrompt] = useState('');
  const [model, setModel] = useState<InsightsTestModel>('openai');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const length = prompt.trim().length;

  const offHere = notEnabled.has(model);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (running || offHere) return;
    const problem = promptError(prompt);
    setError(problem);
    if (problem) {
      textarea.current?.focus();
      return;
    }
    onSubmit({ prompt: prompt.trim(), model });
  };

  // Ctrl/Cmd+Enter sends from inside the text area, where Enter is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <label htmlFor={`${id}-prompt`} className="text-sm font-medium">
          Prompt
        </label>
        <textarea
          id={`${id}-prompt`}
          ref={textarea}
          value={prompt}
          disabled={disabled}
          onChange={(event) => {
            setPrompt(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="e.g. Which DeFi protocols shipped the most security fixes this month, and what does it mean for an auditor?"
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(error && errorId, countId)}
          className={cn(
            'min-h-[200px] w-full resize-y rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        />
        <PromptStatus error={error} errorId={errorId} countId={countId} length={length} />
      </div>
      <ModelChoice
        value={model}
        onChange={setModel}
        disabled={disabled || running}
        notEnabled={notEnabled}
      />
      {offHere && (
        <p role="note" className="flex items-start gap-2 text-sm text-muted-foreground">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {modelNotEnabledMessage(model)}{' '}
          {notEnabled.size < INSIGHTS_TEST_MODELS.length
            ? 'Choose another model to run your prompt.'
            : 'No model is enabled here yet.'}
        </p>
      )}
      <div>
        <RunButton disabled={disabled || offHere} running={running} />
      </div>
    </form>
  );
}

type PromptStatusProps = { error: string | null; errorId: string; countId: string; length: number };

/** Under the prompt: its error (or the shortcut hint) and the character count. */
function PromptStatus({ error, errorId, countId, length }: PromptStatusProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      {error ? (
        <p id={errorId} role="alert" className="text-destructive">
          {error}
        </p>
      ) : (
        <span className="text-muted-foreground">Ctrl+Enter or ⌘+Enter runs the prompt.</span>
      )}
      <span
        id={countId}
        className={cn(
          'ml-auto tabular-nums text-muted-foreground',
          length > INSIGHTS_PROMPT_MAX_CHARS && 'text-destructive',
        )}
      >
        {length.toLocaleString('en-US')} / {INSIGHTS_PROMPT_MAX_CHARS.toLocaleString('en-US')}
      </span>
    </div>
  );
}

function RunButton({ disabled, running }: { disabled: boolean; running: boolean }) {
  return (
    <Button
      type="submit"
      disabled={disabled}
      aria-busy={running || undefined}
      className="w-full sm:w-auto"
    >
      {running ? (
        <Spinner decorative className="size-4 text-current" />
      ) : (
        <SendIcon aria-hidden="true" />
      )}
      {running ? 'Running…' : 'Run prompt'}
    </Button>
  );
}
