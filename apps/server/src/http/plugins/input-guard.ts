// What every request's input must be before any route or better-auth reads it, checked in one
// walk over the path parameters, the query and a parsed body (field names included):
//   - text PostgreSQL can store. A NUL character is refused by every text column ('invalid byte
//     sequence for encoding "UTF8": 0x00'), which answered 500 on 18 endpoints; an unpaired UTF-16
//     surrogate has no UTF-8 form, and the drivers would quietly store U+FFFD in its place;
//   - JSON nested no deeper than any contract goes, with room to spare. A body within the size
//     limit can nest 50,000 levels, and re-serialising that (the better-auth mount does) or
//     validating it recursively overflows the stack.
// A bad request answers 400 naming the field the way validation errors do (keywords.0); a path
// Fastify cannot even route (bad percent-encoding) gets the same shape. Raw bodies are left
// alone: the Stripe webhook's signature covers its exact bytes, and nothing stores them as text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Our deepest contract nests 3 levels (a profile's role's field); better-auth's fewer. */
export const MAX_INPUT_DEPTH = 32;

const TEXT_PROBLEMS = {
  nul: 'must not contain a NUL character',
  surrogate: 'must not contain an unpaired surrogate',
} as const;

export interface InputProblem {
  /** The field as validation errors name it: keywords.0, project_profile.growth.partners. */
  field: string;
  message: string;
}

/** In a Unicode regular expression a surrogate pair is one code point: this finds lone halves. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function textProblem(text: string): keyof typeof TEXT_PROBLEMS | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

interface Visit {
  value: unknown;
  key: string;
  depth: number;
  parent: Visit | undefined;
}

function fieldOf(visit: Visit, context: string): string {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.length > 0 ? keys.reverse().join('.') : context;
}

/**
 * The first problem in a parsed value, depth first. A loop with parent links rather than
 * recursion or copied paths, so the deepest body costs no more than a flat one of its size.
 */
export function findInputProblem(value: unknown, context: string): InputProblem | undefined {
  const stack: Visit[] = [{ value, key: '', depth: 0, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value);
      if (problem) return { field: fieldOf(visit, context), message: TEXT_PROBLEMS[problem] };
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (ArrayBuffer.isView(visit.value)) continue;
    // Named by its context: the path down to the 32nd level says nothing useful.
    if (visit.depth >= MAX_INPUT_DEPTH) {
      return { field: context, message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    }
    const entries = Object.entries(visit.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const problem = textProblem(key);
      if (problem) {
        return {
          field: fieldOf(visit, context),
          message: `a field name ${TEXT_PROBLEMS[problem]}`,
        };
      }
      stack.push({ value: child, key, depth: visit.depth + 1, parent: visit });
    }
  }
  return undefined;
}

/**
 * Fastify's answers for a path it cannot route (bad percent-encoding, such as the UTF-8 bytes of
 * a lone surrogate, or a segment over its length limit), in the app's error shape. A Fastify
 * constructor option (frameworkErrors): these fail before any hook runs.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({
      error: { code: 'bad_request', message: 'path: must be valid percent-encoded UTF-8' },
    });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({
      error: { code: 'uri_too_long', message: 'path: a segment of the path is too long' },
    });
    return;
  }
  void reply.send(error);
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = { ...(request.params as Record<string, unknown> | undefined) };
    // The better-auth mount's wildcard holds the rest of the path: name it so.
    if ('*' in params) {
      params.path = params['*'];
      delete params['*'];
    }
    const problem =
      findInputProblem(params, 'path') ??
      findInputProblem(request.query, 'query') ??
      findInputProblem(request.body, 'body');
    if (problem) {
      throw new HttpError(400, 'bad_request', `${problem.field}: ${problem.message}`);
    }
  });
}
