// Spec section 5, client side (the server checks the same rules again).

export const MIN_PASSWORD_LENGTH = 6;

export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters long',
  name: 'Name is required for sign up.',
  forgotEmail: 'Please enter a valid email address for password reset.',
  resetPassword: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** The spec's rule is "present and containing '@'"; the server does the strict check. */
export function isEmailLike(value: string): boolean {
  return value.trim().includes('@');
}

export type CredentialErrors = Partial<Record<'name' | 'email' | 'password', string>>;

export function validateCredentials(
  mode: 'signin' | 'signup',
  values: { name: string; email: string; password: string },
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (mode === 'signup' && values.name.trim() === '') errors.name = VALIDATION_MESSAGES.name;
  if (!isEmailLike(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = VALIDATION_MESSAGES.password;
  return errors;
}

export type ResetErrors = Partial<Record<'password' | 'confirm', string>>;

export function validateNewPassword(password: string, confirm: string): ResetErrors {
  const errors: ResetErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = VALIDATION_MESSAGES.resetPassword;
  else if (password !== confirm) errors.confirm = VALIDATION_MESSAGES.passwordsDiffer;
  return errors;
}
