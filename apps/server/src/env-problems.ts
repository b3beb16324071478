// What a bad environment is told: one line per variable, in words, naming the variable and what it
// accepts ("PORT must be a whole number from 0 to 65535 (got "abc")"), instead of zod's own
// "expected number, received NaN". The wording comes from the variable's schema (its bounds, its
// choices), so a new numeric or enum variable needs no message of its own (ADR 057).
import { z } from 'zod';

/** A URL's password as `***`, so a refused DATABASE_URL or SMTP_URL never echoes a secret. */
export function maskPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

const DATABASE_URL_EXAMPLE = 'postgres://user:password@localhost:5432/gitsignals';

/**
 * What is wrong with a DATABASE_URL, checked before any connection: the driver would read
 * `not-a-url` as a host name ("getaddrinfo ENOTFOUND base") and try `mysql://…` as PostgreSQL.
 * A socket directory in `?host=` stands for the host (postgres:///gitsignals?host=/run/postgresql).
 */
export function databaseUrlProblem(value: string): string | undefined {
  const got = `(got "${maskPassword(value)}")`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return `DATABASE_URL must be a postgres:// or postgresql:// URL such as ${DATABASE_URL_EXAMPLE} ${got}`;
  }
  if (!url.hostname && !url.searchParams.get('host')) {
    return `DATABASE_URL names no host: write it as ${DATABASE_URL_EXAMPLE} ${got}`;
  }
  if (url.pathname.replace(/^\/+/, '') === '') {
    return `DATABASE_URL names no database (the path after the host): write it as ${DATABASE_URL_EXAMPLE} ${got}`;
  }
  return undefined;
}

/**
 * The schema that checks the value: under `.default()` and `.optional()`, before a `.transform()`,
 * after a `.pipe()` into a check (a URL).
 */
function innermost(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = current.def as {
      type: string;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
    };
    if ((def.type === 'default' || def.type === 'optional') && def.innerType) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      current = def.out.def.type === 'transform' ? def.in : def.out;
    } else {
      return current;
    }
  }
}

interface Bound {
  value: number;
  inclusive: boolean;
}

function boundsOf(schema: z.ZodNumber): { min?: Bound; max?: Bound } {
  const bounds: { min?: Bound; max?: Bound } = {};
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: number; inclusive?: boolean };
    if (def.check === 'greater_than' && typeof def.value === 'number')
      bounds.min = { value: def.value, inclusive: def.inclusive ?? true };
    if (def.check === 'less_than' && typeof def.value === 'number')
      bounds.max = { value: def.value, inclusive: def.inclusive ?? true };
  }
  return bounds;
}

const isWhole = (schema: z.ZodNumber) =>
  schema.isInt ||
  (schema.def.checks ?? []).some((c) => (c._zod.def as { format?: string }).format === 'safeint');

/** "a whole number from 0 to 65535", "a number above 0", "a whole number of at least 1". */
function numberWords(schema: z.ZodNumber): string {
  const noun = isWhole(schema) ? 'a whole number' : 'a number';
  const { min, max } = boundsOf(schema);
  if (min?.inclusive && max?.inclusive) return `${noun} from ${min.value} to ${max.value}`;
  const parts = [
    min && (min.inclusive ? `of at least ${min.value}` : `above ${min.value}`),
    max && (max.inclusive ? `of at most ${max.value}` : `below ${max.value}`),
  ].filter(Boolean);
  return [noun, ...parts].join(' ');
}

/** What the variable accepts, from its schema; undefined for free text. */
export function acceptedWords(schema: z.ZodType): string | undefined {
  const inner = innermost(schema);
  if (inner instanceof z.ZodNumber) return numberWords(inner);
  if (inner instanceof z.ZodEnum) {
    const options = inner.options.map(String);
    return `one of ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
  }
  if (inner instanceof z.ZodURL) return 'a URL such as https://example.org';
  return undefined;
}

/**
 * One line for a variable's problem. A message written for the variable (a refinement that names
 * it first) is kept as it is; another custom message is prefixed with the variable.
 */
function lineFor(
  variable: string,
  issue: z.core.$ZodIssue,
  schema: z.ZodType | undefined,
  source: Record<string, string | undefined>,
): string {
  if (issue.code === 'custom') {
    return issue.message.startsWith(`${variable} `)
      ? issue.message
      : `${variable}: ${issue.message}`;
  }
  const accepted = schema && acceptedWords(schema);
  if (!accepted) return `${variable}: ${issue.message}`;
  const value = source[variable];
  const got = value === undefined ? '' : ` (got "${maskPassword(value)}")`;
  return `${variable} must be ${accepted}${got}`;
}

/**
 * The lines of a failed parse, one per variable (its first problem: "must be a number" says it
 * all), in the order zod found them.
 */
export function envProblemLines(
  error: z.ZodError,
  shape: Record<string, z.ZodType>,
  source: Record<string, string | undefined>,
): string[] {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const variable = String(issue.path[0] ?? '');
    // Refinements across variables each say something of their own; the schema's checks repeat.
    const key = issue.code === 'custom' ? `${variable} ${issue.message}` : variable;
    if (lines.has(key)) continue;
    lines.set(
      key,
      variable === '' ? issue.message : lineFor(variable, issue, shape[variable], source),
    );
  }
  return [...lines.values()];
}

/** The error message: one problem on the line, several under a heading, one per line. */
export function invalidConfigurationMessage(lines: string[]): string {
  if (lines.length === 1) return `Invalid configuration: ${lines[0]}`;
  return [`Invalid configuration (${lines.length} settings):`, ...lines.map((l) => `  ${l}`)].join(
    '\n',
  );
}
