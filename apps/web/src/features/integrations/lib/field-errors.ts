/** Errors of a form: one message per field, and what names no field of it. */
export type FieldErrors<F extends string> = { fields: Partial<Record<F, string>>; form: string[] };

/**
 * Reads the server's 400 message (`destination.url: Enter an http:// or https:// URL; name: Name
 * the rule`, apps/server/src/http/plugins/errors.ts) into messages beside the fields it names.
 * A path's first segment is the field (`signals.2` → signals); anything else, including a
 * message without a field, is a form-level error.
 */
export function fieldErrorsOf<F extends string>(
  message: string,
  fields: readonly F[],
): FieldErrors<F> {
  const result: FieldErrors<F> = { fields: {}, form: [] };
  for (const part of message.split('; ')) {
    const match = /^([\w.]+): (.+)$/s.exec(part);
    const field = match?.[1]?.split('.')[0] as F | undefined;
    if (match && field !== undefined && fields.includes(field)) {
      result.fields[field] ??= match[2];
    } else {
      result.form.push(part);
    }
  }
  return result;
}
