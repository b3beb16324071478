import type { CreatedApiToken } from '@gitsignals/contracts';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiTokenForm } from '../hooks/use-api-token-form';
import { TOKEN_EXPIRY_CHOICES } from '../lib/token-expiry';
import { ChoiceGroup } from './choice-group';
import { FieldError } from './field-error';

/** Name a new token and choose how long it lasts. */
export function ApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const form = useApiTokenForm(onCreated);
  const { errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 rounded-md border p-3">
      <h3 className="text-sm font-semibold">New token</h3>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="api-token-name">Token name</Label>
        <Input
          id="api-token-name"
          value={form.name}
          maxLength={100}
          placeholder="Dashboard sync"
          aria-invalid={errors.fields.name ? true : undefined}
          aria-describedby={errors.fields.name ? 'api-token-name-error' : undefined}
          onChange={(event) => form.setName(event.target.value)}
        />
        <FieldError id="api-token-name-error" message={errors.fields.name} />
      </div>
      <ChoiceGroup
        legend="Expiry"
        name="api-token-expiry"
        choices={TOKEN_EXPIRY_CHOICES}
        value={form.expiry}
        onChange={form.setExpiry}
        error={form.expiry === 'custom' ? undefined : errors.fields.expiresAt}
      />
      {form.expiry === 'custom' ? (
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="api-token-expiry-day">Expires after</Label>
          <Input
            id="api-token-expiry-day"
            type="date"
            min={today}
            value={form.customDay}
            className="w-fit"
            aria-invalid={errors.fields.expiresAt ? true : undefined}
            aria-describedby={errors.fields.expiresAt ? 'api-token-expiry-error' : undefined}
            onChange={(event) => form.setCustomDay(event.target.value)}
          />
          <FieldError id="api-token-expiry-error" message={errors.fields.expiresAt} />
        </div>
      ) : null}
      {errors.form.length > 0 ? (
        <p className="text-sm text-destructive">{errors.form.join(' ')}</p>
      ) : null}
      <div>
        <Button type="submit" busy={form.pending}>
          Create token
        </Button>
      </div>
    </form>
  );
}
