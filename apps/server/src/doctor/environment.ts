// Every variable the server reads (env.ts's schema, not a copy of it): its parsed value or
// default, secrets masked, and each invalid one as a ✗ that names it and says what is expected.
import type { z } from 'zod';
import { acceptedValuesOf, ENV_VARIABLES, parseEnv, type Env } from '../env';
import { fail, ok, type CheckResult } from './check';
import { displayValue } from './mask';

type Issue = z.core.$ZodIssue;

const isSet = (source: NodeJS.ProcessEnv, name: string) =>
  source[name] !== undefined && source[name].trim() !== '';

function shown(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : 'none';
  return String(value);
}

/** An environment line's name: `env PORT`, apart from the checks of the same setting. */
const lineName = (variable: string) => `env ${variable}`;

function valueLine(name: string, value: unknown, source: NodeJS.ProcessEnv): CheckResult {
  if (!isSet(source, name)) {
    return ok(
      lineName(name),
      value === undefined ? 'unset' : `${displayValue(name, shown(value))} (default)`,
    );
  }
  return ok(lineName(name), displayValue(name, shown(value)));
}

/** The fix for one variable's problems: a rule's own words, or what the type expects. */
function fixOf(name: string, issues: Issue[], source: NodeJS.ProcessEnv): string {
  const rules = issues.filter((i) => i.code === 'custom').map((i) => i.message);
  if (rules.length > 0) return rules.join('; ');
  const accepted = acceptedValuesOf(name);
  const expected = accepted ?? `a valid value (${issues.map((i) => i.message).join('; ')})`;
  return `set ${name} to ${expected}${isSet(source, name) ? ', or unset it for the default' : ''}`;
}

function problemLine(name: string, issues: Issue[], source: NodeJS.ProcessEnv): CheckResult {
  const raw = source[name];
  const found =
    isSet(source, name) && raw !== undefined
      ? `"${displayValue(name, raw.trim())}" is invalid`
      : 'missing';
  return fail(lineName(name), found, fixOf(name, issues, source));
}

export interface EnvironmentReport {
  results: CheckResult[];
  /** The settings, when they are valid (the other checks need them). */
  env: Env | null;
}

/** One line per variable, in env.ts's order. */
export function checkEnvironment(source: NodeJS.ProcessEnv): EnvironmentReport {
  const parsed = parseEnv(source);
  if (parsed.success) {
    const env = parsed.data;
    return {
      env,
      results: ENV_VARIABLES.map((name) => valueLine(name, env[name], source)),
    };
  }
  const byVariable = new Map<string, Issue[]>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '(configuration)');
    byVariable.set(name, [...(byVariable.get(name) ?? []), issue]);
  }
  // The valid variables' values: the same parse without the invalid ones (their defaults stand
  // in); a rule across variables that still fails leaves the raw values.
  const withoutInvalid = Object.fromEntries(
    Object.entries(source).filter(([name]) => !byVariable.has(name)),
  );
  const rest = parseEnv(withoutInvalid);
  const results = ENV_VARIABLES.map((name) => {
    const issues = byVariable.get(name);
    if (issues) return problemLine(name, issues, source);
    if (rest.success) return valueLine(name, rest.data[name], source);
    const raw = source[name];
    return ok(
      lineName(name),
      isSet(source, name) && raw !== undefined
        ? displayValue(name, raw.trim())
        : 'unset or default',
    );
  });
  for (const [name, issues] of byVariable) {
    if (!(ENV_VARIABLES as string[]).includes(name))
      results.push(problemLine(name, issues, source));
  }
  return { env: null, results };
}
