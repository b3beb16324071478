import type { AlertRule, CreatedAlertRule } from '@gitsignals/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import type { KeywordInputState } from '@/components/keywords/use-keyword-input';
import { ApiError } from '@/lib/api-client';
import { addKeywords } from '@/lib/keywords';
import { useCreateAlert } from '../api/create-alert';
import { useUpdateAlert } from '../api/update-alert';
import {
  ALERT_FORM_FIELDS,
  EMPTY_ALERT_FORM,
  formValuesOf,
  requestOf,
  type AlertFormField,
  type AlertFormValues,
} from '../lib/alert-form-values';
import { fieldErrorsOf, type FieldErrors } from '../lib/field-errors';

const NO_ERRORS: FieldErrors<AlertFormField> = { fields: {}, form: [] };

/** Which form field a value belongs to, for clearing its error once the user changes it. */
const FIELD_OF: Partial<Record<keyof AlertFormValues, AlertFormField>> = {
  destinationType: 'destination',
  url: 'destination',
  chatId: 'destination',
};

type AlertFormOptions = {
  /** The rule being edited; none: a new rule. */
  rule: AlertRule | null;
  onCreated: (created: CreatedAlertRule) => void;
  onSaved: () => void;
};

/**
 * The rule form's values, its keyword box and the errors the server named. An error keeps every
 * value as typed: the dialog stays open with the message beside the field it names.
 */
export function useAlertForm({ rule, onCreated, onSaved }: AlertFormOptions) {
  const [values, setValues] = useState<AlertFormValues>(() =>
    rule ? formValuesOf(rule) : EMPTY_ALERT_FORM,
  );
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = FIELD_OF[key] ?? (key as AlertFormField);
    setErrors((current) =>
      current.fields[field]
        ? { ...current, fields: { ...current.fields, [field]: undefined } }
        : current,
    );
  };

  const keywordInput: KeywordInputState = {
    keywords: values.keywords,
    draft,
    setKeywords: (keywords) => set('keywords', [...keywords]),
    setDraft,
    pending: addKeywords(values.keywords, draft),
  };

  const onError = (error: Error) => {
    // A refusal (4xx) names what to change; anything else is the server's or the network's.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    setErrors(
      refused
        ? fieldErrorsOf(error.message, ALERT_FORM_FIELDS)
        : { fields: {}, form: [error.message] },
    );
    toast.error(rule ? 'Failed to save the alert' : 'Failed to create the alert', {
      description: refused ? 'Check the highlighted fields.' : error.message,
    });
  };

  const submit = () => {
    if (pending) return;
    setErrors(NO_ERRORS);
    // Text still in the keyword box counts, as it does for a search.
    const body = requestOf({ ...values, keywords: [...keywordInput.pending] });
    if (rule) {
      update.mutate(
        { alertId: rule.id, body },
        {
          onSuccess: () => {
            toast.success('Alert saved');
            onSaved();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, { onSuccess: onCreated, onError });
    }
  };

  return { values, set, keywordInput, errors, pending, submit };
}

export type AlertFormState = ReturnType<typeof useAlertForm>;
