/**
 * The secret of an `otpauth://totp/...?secret=BASE32&issuer=...` URI, grouped in fours for
 * typing into an authenticator app by hand; null when the URI has none.
 */
export function totpSecretOf(totpURI: string): string | null {
  try {
    const secret = new URL(totpURI).searchParams.get('secret');
    return secret ? secret.toUpperCase() : null;
  } catch {
    return null;
  }
}

export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
