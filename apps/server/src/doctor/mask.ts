// Secrets never reach the output: keys, tokens and secrets are shown as their length and last
// four characters, and a URL keeps its host but not its password (or key-like query values).

/** Variables whose whole value is a secret. */
export function isSecretVariable(name: string): boolean {
  return /(_KEY|_SECRET|_TOKEN|_PASSWORD)$/.test(name);
}

/** `set (51 characters, ends …a1b2)`; short secrets show no characters at all. */
export function maskSecret(value: string): string {
  const tail = value.length >= 16 ? `, ends …${value.slice(-4)}` : '';
  return `set (${value.length} characters${tail})`;
}

const SECRET_QUERY = /(key|token|secret|password|pass|sig|signature|auth)/i;

/** The URL with its password and secret-looking query values replaced by ****. */
export function maskUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not a URL: a password may still sit in it (user:pass@host); hide everything after ':'.
    return value.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:****@');
  }
  if (url.password) url.password = '****';
  for (const key of [...url.searchParams.keys()]) {
    if (SECRET_QUERY.test(key)) url.searchParams.set(key, '****');
  }
  return url.toString().replace(/%2A%2A%2A%2A/g, '****');
}

/** A variable's value as the report may show it. */
export function displayValue(name: string, value: string): string {
  if (isSecretVariable(name)) return maskSecret(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return maskUrl(value);
  return value;
}
