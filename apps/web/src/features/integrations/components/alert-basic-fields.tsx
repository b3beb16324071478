import type { AlertDeliveryMode, Priority } from '@gitsignals/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AlertFormState } from '../hooks/use-alert-form';
import { ChoiceGroup, type Choice } from './choice-group';
import { FieldError } from './field-error';

const DELIVERY_CHOICES: readonly Choice<AlertDeliveryMode>[] = [
  { value: 'instant', label: 'Instant', hint: 'within a minute of the analysis' },
  { value: 'daily', label: 'Daily digest' },
];

const PRIORITY_CHOICES: readonly Choice<Priority | ''>[] = [
  { value: '', label: 'Any' },
  { value: 'low', label: 'Low or higher' },
  { value: 'medium', label: 'Medium or higher' },
  { value: 'high', label: 'High only' },
];

/** Name, how often, and the lowest priority an item needs to be sent. */
export function AlertBasicFields({ form }: { form: AlertFormState }) {
  const { values, set, errors } = form;
  const nameError = errors.fields.name;
  return (
    <>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="alert-name">Name</Label>
        <Input
          id="alert-name"
          value={values.name}
          maxLength={100}
          placeholder="Uniswap releases"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'alert-name-error' : undefined}
          onChange={(event) => set('name', event.target.value)}
        />
        <FieldError id="alert-name-error" message={nameError} />
      </div>
      <ChoiceGroup
        legend="Delivery"
        name="alert-delivery"
        choices={DELIVERY_CHOICES}
        value={values.delivery}
        onChange={(delivery) => set('delivery', delivery)}
        error={errors.fields.delivery}
      />
      <ChoiceGroup
        legend="Minimum priority"
        name="alert-min-priority"
        choices={PRIORITY_CHOICES}
        value={values.minPriority}
        onChange={(minPriority) => set('minPriority', minPriority)}
        error={errors.fields.minPriority}
      />
    </>
  );
}
