// What a use case refuses, in the domain's words. Use cases know nothing of HTTP: the http layer
// maps the kind to a status (plugins/errors.ts), and a CLI would print the message as it is.
export type RefusalKind =
  'invalid' | 'not_found' | 'conflict' | 'unavailable' | 'forbidden' | 'rate_limited';

export class UseCaseError extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** A stable machine-readable code (the API's `error.code`). */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string, code = 'not_found') =>
  new UseCaseError('not_found', code, message);

export const invalid = (code: string, message: string) =>
  new UseCaseError('invalid', code, message);

/** The request clashes with what is there (a duplicate, a job already waiting). */
export const conflict = (code: string, message: string) =>
  new UseCaseError('conflict', code, message);

/** Something this process needs is not running here (the job queue). */
export const unavailable = (code: string, message: string) =>
  new UseCaseError('unavailable', code, message);

/** The account's plan does not include it (a premium destination, one rule too many). */
export const forbidden = (code: string, message: string) =>
  new UseCaseError('forbidden', code, message);

/** Asked too often; try again in a moment. */
export const rateLimited = (message: string) =>
  new UseCaseError('rate_limited', 'rate_limited', message);
