import { cn } from '@/lib/cn';
import { FieldError } from './field-error';

export type Choice<V extends string> = {
  value: V;
  label: string;
  disabled?: boolean;
  hint?: string;
};

type ChoiceGroupProps<V extends string> = {
  /** The group's name (legend) and the radios' or checkboxes' shared name. */
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  error?: string;
  className?: string;
  /** Grid of several columns for long lists (categories, signals). */
  columns?: boolean;
} & (
  | { multiple?: false; value: V; onChange: (value: V) => void }
  | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
);

/**
 * A fieldset of native radios or checkboxes: each option has its own label, arrow keys move
 * between radios, and the legend names the group for screen readers.
 */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { legend, name, choices, error } = props;
  const errorId = `${name}-error`;
  const checked = (value: V) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  const toggle = (value: V) => {
    if (!props.multiple) return props.onChange(value);
    const next = checked(value)
      ? props.value.filter((entry) => entry !== value)
      : [...props.value, value];
    props.onChange(next);
  };

  return (
    <fieldset
      className={cn('grid min-w-0 gap-2', props.className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div
        className={cn(
          'flex flex-wrap gap-x-4 gap-y-2',
          props.columns && 'grid grid-cols-1 gap-x-4 sm:grid-cols-2',
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-w-0 items-start gap-2 text-sm',
              choice.disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={checked(choice.value)}
              disabled={choice.disabled}
              onChange={() => toggle(choice.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span>
              {choice.label}
              {choice.hint ? <span className="text-muted-foreground"> ({choice.hint})</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
