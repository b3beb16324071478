import { toast } from 'sonner';
import type { AuthClientError } from '@/lib/auth-client';

// Spec section 8, sign-in and account toasts, in one place so the page and the dialog agree.

/** better-auth answers a wrong e-mail or password with 401 INVALID_EMAIL_OR_PASSWORD. */
export function isInvalidCredentials(error: AuthClientError): boolean {
  return error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401;
}

/** A sign-in with the right password to an address not confirmed yet (403). */
export function isEmailNotVerified(error: AuthClientError): boolean {
  return error.code === 'EMAIL_NOT_VERIFIED';
}

export function toastSignInError(error: AuthClientError): void {
  if (isInvalidCredentials(error)) {
    toast.error('Invalid credentials', {
      description: 'Please check your email and password and try again.',
    });
    return;
  }
  toast.error('Sign-in error', { description: messageOf(error) });
}

export function toastSignUpError(error: AuthClientError): void {
  toast.error('Authentication error', { description: messageOf(error) });
}

export function toastGoogleError(): void {
  toast.error('Error signing in with Google', {
    description: 'Failed to connect to Google authentication service.',
  });
}

export function messageOf(error: { message?: string; statusText?: string }): string {
  return error.message || error.statusText || 'Something went wrong. Please try again.';
}
