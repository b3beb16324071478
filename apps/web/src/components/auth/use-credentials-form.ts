import { useId, useState, type FormEvent } from 'react';
import { validateCredentials, type CredentialErrors } from './validation';

export type AuthMode = 'signin' | 'signup';
export type Credentials = { name: string; email: string; password: string };

/** The credentials form's values, their messages, and what submitting and switching mode do. */
export function useCredentialsForm(
  mode: AuthMode,
  busy: boolean,
  onSubmit: (values: Credentials) => void,
  onModeChange: (mode: AuthMode) => void,
) {
  const id = useId();
  const [values, setValues] = useState<Credentials>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});

  const set = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field stops showing its old message.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    const found = validateCredentials(mode, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const switchMode = (next: AuthMode) => {
    if (busy) return;
    setErrors({});
    onModeChange(next);
  };

  /** The props of a field's input: its id, value, and how it says busy or wrong. */
  const field = (name: keyof Credentials) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    // Read-only rather than disabled while busy: a field submitted with Enter keeps focus.
    readOnly: busy,
    'aria-disabled': busy || undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return { id, errors, field, submit, switchMode };
}
