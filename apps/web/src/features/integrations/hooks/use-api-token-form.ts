import type { CreatedApiToken } from '@gitsignals/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useCreateApiToken } from '../api/create-api-token';
import { fieldErrorsOf, type FieldErrors } from '../lib/field-errors';
import { expiresAtOf, type TokenExpiryChoice } from '../lib/token-expiry';

type TokenField = 'name' | 'expiresAt';
const NO_ERRORS: FieldErrors<TokenField> = { fields: {}, form: [] };

/** The new-token form: name and expiry; on success the token goes up, to be shown once. */
export function useApiTokenForm(onCreated: (token: CreatedApiToken) => void) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<TokenExpiryChoice>('none');
  const [customDay, setCustomDay] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const create = useCreateApiToken();

  const submit = () => {
    if (create.isPending) return;
    const expiresAt = expiresAtOf(expiry, customDay);
    if (expiresAt === null) {
      setErrors({ fields: { expiresAt: 'Choose the day the token stops working' }, form: [] });
      return;
    }
    setErrors(NO_ERRORS);
    create.mutate(
      { name, ...(expiresAt ? { expiresAt } : {}) },
      {
        onSuccess: (created) => {
          setName('');
          setExpiry('none');
          setCustomDay('');
          onCreated(created);
        },
        onError: (error) => {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          setErrors(
            refused
              ? fieldErrorsOf(error.message, ['name', 'expiresAt'] as const)
              : { fields: {}, form: [error.message] },
          );
          toast.error('Failed to create the token', { description: error.message });
        },
      },
    );
  };

  return {
    name,
    setName,
    expiry,
    setExpiry,
    customDay,
    setCustomDay,
    errors,
    pending: create.isPending,
    submit,
  };
}
